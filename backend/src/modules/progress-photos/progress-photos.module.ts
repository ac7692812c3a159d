import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientProgressPhotosController } from './client-progress-photos.controller';
import { ProgressPhotosController } from './progress-photos.controller';
import { ProgressPhotosRepository } from './progress-photos.repository';
import { ProgressPhotosService } from './progress-photos.service';

/** Progress photos of clients; the images live in StorageService and are served only through the authorised image route. */
@Module({
  imports: [ClientsModule],
  controllers: [ClientProgressPhotosController, ProgressPhotosController],
  providers: [ProgressPhotosRepository, ProgressPhotosService],
})
export class ProgressPhotosModule {}

import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalProgressController } from './client-portal-progress.controller';
import { ClientProgressPhotosController } from './client-progress-photos.controller';
import { ProgressPhotosController } from './progress-photos.controller';
import { ProgressPhotosRepository } from './progress-photos.repository';
import { ProgressPhotosService } from './progress-photos.service';
import { ProgressPhoto } from './entities/progress-photo.entity';
import { ProgressPhotosWorkerModule } from './progress-photos-worker.module';

/** Progress photos of clients; the images live in StorageService and are served only through the authorised image route. */
@Module({
  imports: [ClientsModule],
  controllers: [ClientProgressPhotosController, ClientPortalProgressController, ProgressPhotosController],
  providers: [ProgressPhotosRepository, ProgressPhotosService],
  exports: [ProgressPhotosService],
})
export class ProgressPhotosModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [ProgressPhoto];
  /** Loaded where workers run: what the orphan-files sweep asks of its stored files. */
  static readonly worker = ProgressPhotosWorkerModule;
}

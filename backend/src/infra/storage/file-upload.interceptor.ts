import { mixin, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { STORAGE_MESSAGES } from './storage-messages';
import type { UploadPolicy } from './storage-types';

/** A file received by FileUploadInterceptor (kept in memory, at most the policy's maxBytes). */
export interface UploadedFileContent {
  buffer: Buffer;
  size: number;
}

/**
 * Receives one multipart file into memory and stops reading at the policy's size limit, so an oversized upload
 * is refused (413, with the same message as StorageService) before it fills the memory. Type checks happen in
 * StorageService.put, from the content.
 */
export function FileUploadInterceptor(field: string, policy: UploadPolicy): Type<NestInterceptor> {
  const Multipart = FileInterceptor(field, { limits: { fileSize: policy.maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024 } });

  class FileUploadLimitInterceptor extends Multipart {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(STORAGE_MESSAGES.tooLarge(policy.maxBytes));
        throw error;
      }
    }
  }
  return mixin(FileUploadLimitInterceptor);
}

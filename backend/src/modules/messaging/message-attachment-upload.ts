import { DOCUMENT_TYPES, IMAGE_TYPES, type UploadPolicy } from '../../infra/storage/storage-types';

/** Attachments: photos and PDFs (plans, lab results) up to 10 MB, their type read from the content. */
export const MESSAGE_ATTACHMENT_UPLOAD: UploadPolicy = { maxBytes: 10 * 1024 * 1024, allowedTypes: [...IMAGE_TYPES, ...DOCUMENT_TYPES] };

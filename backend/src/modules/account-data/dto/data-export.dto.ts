import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_STATUSES, type DataExportStatus } from '@coachcore/domain';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import type { DataExport } from '../entities/data-export.entity';

export class DataExportResponseDto {
  @ApiUuid()
  id: string;
  /** queued (waiting for the job), running (being built: see progress), ready (download it), failed, or expired (its file is gone). */
  @ApiProperty({ enum: DATA_EXPORT_STATUSES, enumName: 'DataExportStatus' })
  status: DataExportStatus;
  /** Per cent done, 0 to 100 (100 once ready). */
  @ApiInteger({ minimum: 0, maximum: 100 })
  progress: number;
  /** The ZIP's size in bytes, once ready. */
  @ApiInteger({ minimum: 0, nullable: true })
  fileSize: number | null;
  /** What went wrong, for a failed export. */
  error: string | null;
  /** The route that serves the ZIP to this client while the export is ready, else null. @example "/api/client/data-exports/5b0c.../download" */
  downloadUrl: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime({ nullable: true })
  completedAt: string | null;
  /** Until when a ready export can be downloaded. */
  @ApiDateTime({ nullable: true })
  expiresAt: string | null;
}

export const dataExportDownloadPath = (exportId: string) => `/api/client/data-exports/${exportId}/download`;

export function toDataExportResponse(row: DataExport): DataExportResponseDto {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    fileSize: row.fileSize ?? null,
    error: row.status === 'failed' ? (row.error ?? null) : null,
    downloadUrl: row.status === 'ready' ? dataExportDownloadPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

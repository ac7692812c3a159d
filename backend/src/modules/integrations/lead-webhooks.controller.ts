import { Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { LEADDEC_ACCOUNT_HEADER, LEADDEC_MESSAGES, LEADDEC_SIGNATURE_HEADER, LEADDEC_WEBHOOK_EVENTS } from '@coachcore/domain';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { LeadDecWebhookReceiptDto } from './dto/lead-integration.dto';
import { LeadWebhooksService } from './lead-webhooks.service';

/** Where LeadDec posts contacts: /webhooks/leaddec/{event} on the product's own origin (outside /api). */
@ApiTags('webhooks')
@Controller('webhooks/leaddec')
export class LeadWebhooksController {
  constructor(private readonly webhooks: LeadWebhooksService) {}

  /**
   * Receives a LeadDec webhook delivery
   *
   * @remarks `X-LeadDec-Account` names the business (the account id of its Setup tab); `X-LeadDec-Signature` is
   * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the business's webhook secret>`. Deliveries more
   * than 300 s from now are refused, and an accepted signature is never accepted again. The contact (`contactId`,
   * `firstName`, `lastName`, `email`, `phone`, at the top level or under `contact`) is created or updated as a client
   * with source 'leaddec': the same contact twice updates one client. `{ "test": true }` only checks the signature.
   */
  @Public()
  @Post(':event')
  @HttpCode(200)
  @ApiParam({ name: 'event', enum: LEADDEC_WEBHOOK_EVENTS, enumName: 'LeadDecWebhookEvent' })
  @ApiBody({ description: 'The delivery exactly as LeadDec sent it (the signature covers these bytes)', schema: { type: 'object' } })
  @ApiOkResponse({ type: LeadDecWebhookReceiptDto, description: 'The delivery was applied (or recorded as ignored or a test)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: LEADDEC_MESSAGES.invalidPayload })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: LEADDEC_MESSAGES.invalidSignature })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: LEADDEC_MESSAGES.unknownEvent })
  @ApiConflictResponse({ type: ErrorResponseDto, description: LEADDEC_MESSAGES.replayed })
  receive(
    @Param('event') event: string,
    @Req() request: Request,
    @Headers(LEADDEC_ACCOUNT_HEADER) account?: string,
    @Headers(LEADDEC_SIGNATURE_HEADER) signature?: string,
  ): Promise<LeadDecWebhookReceiptDto> {
    return this.webhooks.receive(event, Buffer.isBuffer(request.body) ? request.body : undefined, account, signature);
  }
}

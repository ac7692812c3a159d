import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { PAYMENT_MESSAGES } from '@coachcore/domain';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { WebhookReceiptDto } from './dto/platform-subscription.dto';
import { WebhooksService } from './webhooks.service';

/** Where the payments provider tells what happened (Stripe, or the simulated provider in-process). */
@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /**
   * Receives a Stripe webhook event
   *
   * @remarks Verifies the `Stripe-Signature` header over the raw body with the webhook secret (deliveries older than
   * 300 s are refused), records the event id once and applies the event in a background job: a repeated delivery
   * answers `duplicate: true` and changes nothing, and an event older than the state already applied changes nothing.
   */
  @Public()
  @Post('stripe')
  @HttpCode(200)
  @ApiBody({ description: 'The event exactly as the provider sent it (the signature covers these bytes)', schema: { type: 'object' } })
  @ApiOkResponse({ type: WebhookReceiptDto, description: 'The event was recorded (or had been)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.invalidSignature })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  receive(@Req() request: Request, @Headers('stripe-signature') signature?: string): Promise<WebhookReceiptDto> {
    return this.webhooks.receive(Buffer.isBuffer(request.body) ? request.body : undefined, signature);
  }
}

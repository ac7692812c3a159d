import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../common/decorators/access.decorator';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import type { Tenant } from '../../../common/http/authenticated-request';
import { ReviewSettingsDto, ReviewSettingsResponseDto } from './review-settings.dto';
import { SessionFeedbackService } from './session-feedback.service';

/** Review & Feedback Settings (/review-settings): the business owner's. */
@ApiTags('review-settings')
@Controller('review-settings')
@Access({ roles: ['business'] })
export class ReviewSettingsController {
  constructor(private readonly feedback: SessionFeedbackService) {}

  /**
   * The review settings
   *
   * @remarks The business's details, its Google, Facebook and Yelp review pages, and how feedback is collected
   * (defaults: review collection and auto feedback on, 2 hours after a session is completed).
   */
  @Get()
  @ApiOkResponse({ type: ReviewSettingsResponseDto, description: 'The review settings' })
  get(@CurrentTenant() tenant: Tenant): Promise<ReviewSettingsResponseDto> {
    return this.feedback.getSettings(tenant);
  }

  /**
   * Saves the review settings
   *
   * @remarks The full settings object: texts left out are cleared; `feedbackDelayHours` is a whole number from 0 to 72.
   * A changed delay applies to sessions completed from then on.
   */
  @Put()
  @ApiOkResponse({ type: ReviewSettingsResponseDto, description: 'The saved settings' })
  update(@CurrentTenant() tenant: Tenant, @Body() dto: ReviewSettingsDto): Promise<ReviewSettingsResponseDto> {
    return this.feedback.updateSettings(tenant, dto);
  }
}

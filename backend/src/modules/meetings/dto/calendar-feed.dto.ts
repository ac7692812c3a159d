import { ApiDateTime, ApiExternalId, ApiUuid } from '../../../common/openapi/property-formats';

/** A person's calendar subscription. */
export class CalendarFeedResponseDto {
  /** Whether a subscription link exists. */
  active: boolean;
  /**
   * The subscription address (an .ics URL any calendar app can subscribe to): only in the answer that made it, since
   * only a hash of its secret is kept. @example https://app.example.com/api/calendar-feeds/3q2-7wF0aJv2lK9uX1mQ0cYw4s8TnB5rD6eH7gP1oZk.ics
   */
  url: string | null;
  /** When the current link was made. */
  @ApiDateTime({ nullable: true })
  createdAt: string | null;
  /** When a calendar app last fetched it. */
  @ApiDateTime({ nullable: true })
  lastReadAt: string | null;
}

/** A connected calendar account (the tokens stay on the server). */
export class CalendarIntegrationResponseDto {
  @ApiUuid()
  id: string;
  /** google, outlook or apple. */
  provider: string;
  @ApiExternalId({ nullable: true })
  providerAccountId: string | null;
  @ApiExternalId({ nullable: true })
  calendarId: string | null;
  isActive: boolean;
  syncEnabled: boolean;
  @ApiDateTime({ nullable: true })
  tokenExpiresAt: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** A connected video platform account (keys and tokens stay on the server). */
export class VideoPlatformIntegrationResponseDto {
  @ApiUuid()
  id: string;
  /** zoom, teams or google_meet. */
  platform: string;
  webhookUrl: string | null;
  isActive: boolean;
  @ApiDateTime({ nullable: true })
  tokenExpiresAt: string | null;
  @ApiDateTime()
  createdAt: string;
}

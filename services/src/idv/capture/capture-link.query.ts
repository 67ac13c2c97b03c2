import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ApplicantRequest } from './capture.commands';
import { CaptureLinks } from './capture-links';

/**
 * The applicant behind a capture token: the link it opens (counted per IP, CaptureLinks), with the
 * request's IP and a correlation id for the events it causes. A malformed or unknown token is
 * NotFoundError; too many calls from the IP, TooManyRequestsError.
 */
export class ResolveCaptureLink extends Query<ApplicantRequest> {
  constructor(
    readonly token: string,
    readonly ip: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(ResolveCaptureLink)
export class ResolveCaptureLinkHandler implements IQueryHandler<ResolveCaptureLink> {
  constructor(private readonly links: CaptureLinks) {}

  async execute({ token, ip }: ResolveCaptureLink): Promise<ApplicantRequest> {
    return { link: await this.links.resolve(token, ip), ip, correlationId: randomUUID() };
  }
}

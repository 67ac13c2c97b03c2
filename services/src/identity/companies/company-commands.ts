import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import sharp from 'sharp';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM } from '../../shared/database/database';
import { ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { changeLogo, companyDecider, createCompany, deleteCompany, renameCompany } from './company.decider';
import { CompanyEvent, companyStreamId } from './company.events';
import { CompanyState } from './company.decider';

type Decide = (state: CompanyState) => CompanyEvent[];

/** Super-admin company changes: one command class per change, one handler running the decider. */
export class CreateCompany extends Command<number> {
  constructor(readonly ctx: RequestContext, readonly name: string) {
    super();
  }
}
export class ChangeCompany extends Command<void> {
  constructor(readonly ctx: RequestContext, readonly companyId: number, readonly decide: Decide) {
    super();
  }
}
export class UploadCompanyLogo extends Command<number> {
  constructor(readonly ctx: RequestContext, readonly companyId: number, readonly file: Buffer) {
    super();
  }
}

@CommandHandler(CreateCompany)
export class CreateCompanyHandler implements ICommandHandler<CreateCompany> {
  constructor(private readonly db: Database, private readonly store: EventStore) {}

  execute({ ctx, name }: CreateCompany): Promise<number> {
    return this.db.tx(SYSTEM, async (tx) => {
      const id = Number((await tx.query("SELECT nextval('company_ids') AS id")).rows[0].id);
      await decideAndAppend(this.store, tx, companyStreamId(id), companyDecider, (s) => createCompany(s, id, name), eventMetadata(ctx, id));
      return id;
    });
  }
}

@CommandHandler(ChangeCompany)
export class ChangeCompanyHandler implements ICommandHandler<ChangeCompany> {
  constructor(private readonly db: Database, private readonly store: EventStore) {}

  async execute({ ctx, companyId, decide }: ChangeCompany): Promise<void> {
    await this.db.tx(SYSTEM, (tx) =>
      decideAndAppend(this.store, tx, companyStreamId(companyId), companyDecider, decide, eventMetadata(ctx, companyId)),
    );
  }
}

export const renameTo = (name: string): Decide => (s) => renameCompany(s, name);
export const deletion: Decide = (s) => deleteCompany(s);

const MAX_LOGO_PIXELS = 4096 * 4096;

/**
 * Logos are decoded and re-encoded as a PNG of at most 512 px (anything hidden in the upload, such
 * as metadata or a polyglot payload, does not survive), then stored with the new version number.
 */
@CommandHandler(UploadCompanyLogo)
export class UploadCompanyLogoHandler implements ICommandHandler<UploadCompanyLogo> {
  constructor(private readonly db: Database, private readonly store: EventStore) {}

  async execute({ ctx, companyId, file }: UploadCompanyLogo): Promise<number> {
    const png = await reencode(file);
    return this.db.tx(SYSTEM, async (tx) => {
      const { state } = await decideAndAppend(this.store, tx, companyStreamId(companyId), companyDecider,
        (s) => changeLogo(s, png.length), eventMetadata(ctx, companyId));
      await tx.query(
        `INSERT INTO company_logos (company_id, version, png) VALUES ($1, $2, $3)
         ON CONFLICT (company_id) DO UPDATE SET version = EXCLUDED.version, png = EXCLUDED.png`,
        [companyId, state.logoVersion, png],
      );
      return state.logoVersion;
    });
  }
}

async function reencode(file: Buffer): Promise<Buffer> {
  try {
    const image = sharp(file, { limitInputPixels: MAX_LOGO_PIXELS });
    const { format } = await image.metadata();
    if (!format || !['png', 'jpeg', 'webp'].includes(format)) throw new Error(`unsupported ${format}`);
    return await image.rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    throw new ValidationError([{ field: 'file', message: 'The logo must be a PNG, JPEG or WebP image' }]);
  }
}

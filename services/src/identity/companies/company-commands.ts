import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import sharp from 'sharp';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { ConflictError, ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { changeLogo, companyDecider, createCompany, deleteCompany, renameCompany } from './company.decider';
import { CompanyEvent, companyStreamId } from './company.events';
import { CompanyState } from './company.decider';
import { CompanyView, companyIn } from './companies.read-model';
import { localized } from '../../shared/i18n';
import { mfaDefault, setCompanyMfaPolicy } from '../mfa/mfa-policy';

type Decide = (state: CompanyState) => CompanyEvent[];

/**
 * Super-admin company changes: one command class per change, one handler running the decider. A
 * create or change answers the company as it left it (read in its transaction).
 */
export class CreateCompany extends Command<CompanyView> {
  constructor(
    readonly ctx: RequestContext,
    readonly name: string,
  ) {
    super();
  }
}
export class ChangeCompany extends Command<CompanyView> {
  /** `newName`: the name a rename asks for, checked against the other live companies. */
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly decide: Decide,
    readonly newName?: string,
  ) {
    super();
  }
}
export class UploadCompanyLogo extends Command<number> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly file: Buffer,
  ) {
    super();
  }
}

/** The live-company unique index of migration 042 (lower(btrim(name)) among companies not deleted). */
const LIVE_NAME_INDEX = 'companies_live_name';

function nameTaken(name: string): ConflictError {
  const message = localized('error.companyNameTaken', { name: name.trim() });
  return new ConflictError('COMPANY.NAME_TAKEN', message, [{ field: 'name', message }]);
}

/**
 * Names are unique among live companies, ignoring case and surrounding spaces. The read is for a clear
 * answer; the unique index is the arbiter when two requests race (the later commit fails with 23505).
 */
async function refuseTakenName(tx: Tx, name: string | undefined, exceptId: number): Promise<void> {
  if (typeof name !== 'string' || !name.trim()) return;
  const { rowCount } = await tx.query(
    'SELECT 1 FROM companies WHERE deleted_at IS NULL AND name_key = lower(btrim($1)) AND id <> $2',
    [name, exceptId],
  );
  if (rowCount) throw nameTaken(name);
}

/** Runs a company write; a race lost on the live-name index is the same 409 as the read's. */
async function guardingName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === LIVE_NAME_INDEX && name !== undefined) throw nameTaken(name);
    throw error;
  }
}

@CommandHandler(CreateCompany)
export class CreateCompanyHandler implements ICommandHandler<CreateCompany> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  execute({ ctx, name }: CreateCompany): Promise<CompanyView> {
    return guardingName(name, () =>
      this.db.tx(SYSTEM, async (tx) => {
        const id = Number((await tx.query("SELECT nextval('company_ids') AS id")).rows[0].id);
        await refuseTakenName(tx, name, id);
        await decideAndAppend(
          this.store,
          tx,
          companyStreamId(id),
          companyDecider,
          (s) => createCompany(s, id, name),
          eventMetadata(ctx, id),
        );
        // Multi-factor: a new company starts with MFA_DEFAULT (required unless set).
        await setCompanyMfaPolicy(this.store, tx, ctx, id, mfaDefault());
        return companyIn(tx, id);
      }),
    );
  }
}

@CommandHandler(ChangeCompany)
export class ChangeCompanyHandler implements ICommandHandler<ChangeCompany> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  execute({ ctx, companyId, decide, newName }: ChangeCompany): Promise<CompanyView> {
    return guardingName(newName, () =>
      this.db.tx(SYSTEM, async (tx) => {
        await refuseTakenName(tx, newName, companyId);
        await decideAndAppend(
          this.store,
          tx,
          companyStreamId(companyId),
          companyDecider,
          decide,
          eventMetadata(ctx, companyId),
        );
        return companyIn(tx, companyId);
      }),
    );
  }
}

export const renameTo =
  (name: string): Decide =>
  (s) =>
    renameCompany(s, name);
export const deletion: Decide = (s) => deleteCompany(s);

const MAX_LOGO_PIXELS = 4096 * 4096;

/**
 * Logos are decoded and re-encoded as a PNG of at most 512 px (anything hidden in the upload, such
 * as metadata or a polyglot payload, does not survive), then stored with the new version number.
 */
@CommandHandler(UploadCompanyLogo)
export class UploadCompanyLogoHandler implements ICommandHandler<UploadCompanyLogo> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async execute({ ctx, companyId, file }: UploadCompanyLogo): Promise<number> {
    const png = await reencode(file);
    return this.db.tx(SYSTEM, async (tx) => {
      const { state } = await decideAndAppend(
        this.store,
        tx,
        companyStreamId(companyId),
        companyDecider,
        (s) => changeLogo(s, png.length),
        eventMetadata(ctx, companyId),
      );
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
    return await image
      .rotate()
      .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new ValidationError([{ field: 'file', message: localized('error.logoType') }]);
  }
}

import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentRoutes } from './route-docs';
import { API_KEY_BEARER, API_KEY_HEADER, SESSION_BEARER } from './security-schemes';
import { SUMMARIES } from './summaries';
import { TAGS } from './tags';
import { toOpenApi31 } from './openapi-31';

const DESCRIPTION = `The API of VerifyDesk, the identity-verification back office.

Every JSON answer is an envelope: \`{status: true, message?, data?, meta?}\` on success and
\`{status: false, message, code, errors?}\` on error (\`ErrorEnvelopeDto\`); messages follow Accept-Language,
codes never change. Lists take \`page\`, \`limit\`, \`sort\`, \`order\` and \`search\` and answer \`meta\`.

Credentials: a console session (\`POST /admin/login\`, then \`Authorization: Bearer <access_token>\`) or an
API key for systems (\`X-Api-Key: vdk_…\` or \`Authorization: Bearer vdk_…\`), which acts as a company user
with the key's permissions. Each operation says whom it admits. Getting a client: docs/api.md.`;

let metadataLoaded: Promise<void> | undefined;

/**
 * The OpenAPI document of the running application: the controllers' decorators, the response DTOs and
 * the @nestjs/swagger plugin's metadata (the class-validator rules and comments of every *.dto.ts,
 * read at build time into bootstrap/openapi-metadata.generated.ts and handed in by the composition root,
 * which alone may import every feature's DTOs), plus the shared parts documentRoutes derives
 * from the access policies. Served at /api/docs(-json) and written by scripts/openapi/write-document.ts.
 */
export async function buildOpenApiDocument(
  app: INestApplication,
  metadata: PluginMetadata,
): Promise<OpenAPIObject> {
  await loadMetadata(metadata);
  return documentOf(app);
}

/** The generated file's default export: what the @nestjs/swagger plugin read from the sources. */
export type PluginMetadata = Parameters<typeof SwaggerModule.loadPluginMetadata>[0];

function loadMetadata(metadata: PluginMetadata): Promise<void> {
  metadataLoaded ??= SwaggerModule.loadPluginMetadata(metadata);
  return metadataLoaded;
}

/** Synchronous once the plugin metadata is loaded. */
function documentOf(app: INestApplication): OpenAPIObject {
  const access = documentRoutes(app);
  const builder = new DocumentBuilder()
    .setTitle('VerifyDesk API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0')
    .addServer('/', 'This server')
    .setLicense('Proprietary', 'https://verifydesk.invalid/terms')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Console session token from POST /admin/login.',
      },
      SESSION_BEARER,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
        description: 'API key (vdk_…) created by a company admin.',
      },
      API_KEY_HEADER,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'vdk_…',
        description: 'The same API key as a bearer token.',
      },
      API_KEY_BEARER,
    );
  for (const tag of TAGS) builder.addTag(tag.name, tag.description);
  const document = SwaggerModule.createDocument(app, builder.build());
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const note = access.get(operation.operationId);
      operation.description = [operation.description, note].filter(Boolean).join('\n\n');
      operation.summary =
        SUMMARIES[operation.operationId] ?? operation.summary ?? defaultSummary(operation.operationId, path);
      if (!operation.security) operation.security = [];
    }
  }
  return toOpenApi31(document);
}

/** A route without a doc comment still gets a readable summary: "list" of ApiKeysController → "List". */
function defaultSummary(operationId: string, path: string): string {
  const method = operationId.split('_').pop() ?? path;
  const words = method.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Serves the reference at /api/docs and the document at /api/docs-json. */
export async function setupOpenApi(app: INestApplication, metadata: PluginMetadata): Promise<void> {
  await loadMetadata(metadata);
  // A factory: SwaggerModule builds the document at the first request for it (once), not at every
  // start (the tests start an app per file, most never read it).
  SwaggerModule.setup('api/docs', app, () => documentOf(app), {
    customSiteTitle: 'VerifyDesk API reference',
    swaggerOptions: {
      tagsSorter: undefined,
      docExpansion: 'list',
      persistAuthorization: true,
      displayRequestDuration: true,
      filter: true,
    },
  });
}

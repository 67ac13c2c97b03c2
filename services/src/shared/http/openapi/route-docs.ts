import { Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ApiExtraModels, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ACCESS_POLICY, AccessPolicy } from '../../auth/access-policy.decorator';
import { ErrorEnvelopeDto } from './envelope.response.dto';
import { errorResponse } from './api-responses.decorator';
import { ErrorStatus } from './error-statuses';
import { API_KEY_HEADER, API_KEY_BEARER, SESSION_BEARER } from './security-schemes';
import { tagOf } from './tags';

const PERMISSION_NAMES: Record<number, string> = {
  1: 'upload data',
  2: 'request IDV (admissions)',
  3: 'request IDV (financial aid)',
  4: 'edit IDV (admissions)',
  5: 'edit IDV (financial aid)',
  6: 'export',
};

/**
 * What every route shares, read from the declarations the server itself enforces rather than repeated
 * on each handler: the feature tag, the security its access policy admits (API keys are company users,
 * type 3, so a route open to type 3 also takes a key) and the error answers any route of that policy
 * can give (Fastify's 400/414/431, the input guard's 422, the guard's 401/403, the key rate limit's
 * 429, a 500).
 */
const access = new Map<string, string>();
const documented = new WeakSet<object>();

export function documentRoutes(app: INestApplication): Map<string, string> {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown>;
      // Decorating twice would list the security schemes twice (a second document in one process).
      if (documented.has(controller)) continue;
      documented.add(controller);
      ApiTags(tagOf(controller))(controller);
      ApiExtraModels(ErrorEnvelopeDto)(controller);
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const descriptor = Object.getOwnPropertyDescriptor(controller.prototype, key)!;
        const handler = descriptor.value;
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const policy: AccessPolicy | undefined =
          Reflect.getMetadata(ACCESS_POLICY, handler) ?? Reflect.getMetadata(ACCESS_POLICY, controller);
        access.set(`${controller.name}_${key}`, decorate(controller.prototype, key, descriptor, policy));
      }
    }
  }
  return access;
}

function decorate(
  target: object,
  key: string,
  descriptor: PropertyDescriptor,
  policy?: AccessPolicy,
): string {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(
    ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'][
      Reflect.getMetadata(METHOD_METADATA, descriptor.value) as number
    ],
  );
  let note = 'Public: no credentials.';
  const statuses: ErrorStatus[] = [400, 414, 422, 431, 500];
  if (hasBody) statuses.push(413, 415);
  if (policy?.kind === 'users') {
    statuses.push(401, 403, 429);
    ApiSecurity(SESSION_BEARER)(target, key, descriptor);
    if (policy.userTypes.includes(3)) {
      ApiSecurity(API_KEY_HEADER)(target, key, descriptor);
      ApiSecurity(API_KEY_BEARER)(target, key, descriptor);
    }
    const permissions = [policy.permission ?? []].flat();
    const who = policy.userTypes
      .map((t) => ['', 'super admin', 'company admin', 'company user'][t])
      .join(', ');
    const needs = permissions.length
      ? `; needs permission ${permissions.map((p) => `${p} (${PERMISSION_NAMES[p]})`).join(' or ')}`
      : '';
    note = `For: ${who}${needs}.`;
  }
  const existing = Reflect.getMetadata('swagger/apiResponse', descriptor.value) ?? {};
  for (const status of statuses) if (!existing[status]) errorResponse(status)(target, key, descriptor);
  return note;
}

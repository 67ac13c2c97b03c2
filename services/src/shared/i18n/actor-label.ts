import type { Language } from './language';
import { hasMessage, translate } from './translate';

/** A stored "who": a user's or an API key's id and name, as events and read models keep it. */
export interface ActorRef {
  id?: number | null;
  name: string;
  type?: 'user' | 'apiKey' | 'system';
}

/** Rows and events written before names were stored language-neutral carry this English text. */
const LEGACY_API_KEY = /^API key '(.*)'$/s;

/**
 * The key's name when the actor is an API key, else undefined. An API key acts with a negative id
 * (ApiKeyAuthenticator: user ids come from a sequence starting at 1), which is how `{ id, name }`
 * references in events and rows say "API key" without storing English.
 */
export function apiKeyName(actor: ActorRef): string | undefined {
  const legacy = LEGACY_API_KEY.exec(actor.name)?.[1];
  const isKey = actor.type === 'apiKey' || (typeof actor.id === 'number' && actor.id < 0);
  return isKey ? (legacy ?? actor.name) : legacy;
}

/** The name to store for who acts: an API key's own name (rendered at read time), or the user's. */
export function storedActorName(user: { name: string; apiKey?: { name: string } }): string {
  return user.apiKey?.name ?? user.name;
}

/**
 * The product's own processes that act in events, stored by a language-neutral name
 * ('applicant', 'document-check', 'outbox-delivery') and named in the reader's language when read.
 */
function processLabel(actor: ActorRef, language: Language): string | undefined {
  if (actor.type !== 'system' && actor.id !== null && actor.id !== undefined) return undefined;
  const key = `actor.process.${actor.name}`;
  return hasMessage(key) ? translate(language, key) : undefined;
}

/**
 * Who did it, in the reader's language: a user's name, "API key '<name>'", "system" when nobody is
 * recorded, a process of the product by its translated name ('outbox-delivery' → 'envoi des messages').
 */
export function actorLabel(actor: ActorRef | null | undefined, language: Language): string {
  if (!actor) return translate(language, 'actor.system');
  const process = processLabel(actor, language);
  if (process) return process;
  const key = apiKeyName(actor);
  return key === undefined ? actor.name : translate(language, 'actor.apiKey', { name: key });
}

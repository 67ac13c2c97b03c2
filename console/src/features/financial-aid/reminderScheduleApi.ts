import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** Generated from the OpenAPI document (server: financial-aid/reminders/reminder-schedule.dto.ts). */
export type ReminderScheduleView = components['schemas']['ReminderScheduleResponse'];
export type ReminderScheduleBody = components['schemas']['ReminderScheduleRequest'];

const SCHEDULE = { type: 'FinaidReminderSchedule', id: 'COMPANY' } as const;

export const reminderScheduleApi = api
  .enhanceEndpoints({ addTagTypes: ['FinaidReminderSchedule'] })
  .injectEndpoints({
    endpoints: (build) => ({
      finaidReminderSchedule: build.query<ReminderScheduleView, void>({
        query: () => 'api/financial-aid/reminder-schedule',
        transformResponse: (r: Envelope<ReminderScheduleView>) => r.data,
        providesTags: [SCHEDULE],
      }),
      saveFinaidReminderSchedule: build.mutation<ReminderScheduleView, ReminderScheduleBody>({
        query: (body) => ({ url: 'api/financial-aid/reminder-schedule', method: 'PUT', body }),
        transformResponse: (r: Envelope<ReminderScheduleView>) => r.data,
        invalidatesTags: [SCHEDULE],
      }),
    }),
  });

export const { useFinaidReminderScheduleQuery, useSaveFinaidReminderScheduleMutation } = reminderScheduleApi;

/** "7, 1" → [7, 1]; null when it is not up to three whole numbers from 1 to 60 (the server's rule). */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
  const days = parts.map(Number);
  return days.every((d) => d >= 1 && d <= 60) ? days : null;
}

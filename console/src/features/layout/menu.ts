import type { MessageKey } from '../../i18n/en';
import type { IconName } from '../../ui';
import type { AuthUser } from '../../app/authTypes';
import { Permission, hasPermission } from '../auth/permissions';

/** One sidebar entry; `children` render indented below it. */
export interface MenuEntry {
  path: string;
  label: MessageKey;
  icon: IconName;
  children?: MenuEntry[];
}

const dashboard: MenuEntry = { path: '/dashboard', label: 'nav.dashboard', icon: 'dashboard' };
/** Every company staff member may decide some items (watchlist matches), so the queue is everyone's. */
const review: MenuEntry = { path: '/review', label: 'nav.review', icon: 'inbox' };
const reasonCodes: MenuEntry = { path: '/data-validation', label: 'nav.reasonCodes', icon: 'th-list' };
/** The company admin and staff with the Auditor permission (7) read who saw applicants' data. */
const accessLog: MenuEntry = { path: '/access-log', label: 'nav.accessLog', icon: 'eye-open' };
/** FAFSA V4/V5 identity verification: the financial-aid permission (3); the company admin has it. */
const financialAid: MenuEntry = { path: '/financial-aid', label: 'nav.financialAid', icon: 'bank-account' };

/** Spec §2 "Sidebar menus by user type", plus Team for type 2 (the company administrator). */
export function menuFor(user: Pick<AuthUser, 'user_type' | 'permissions'>): MenuEntry[] {
  if (user.user_type === 1) {
    // The outbox is beyond the spec's table: the super admin reads what the local SMS/email adapters held.
    return [
      dashboard,
      { path: '/companies', label: 'nav.companies', icon: 'office' },
      { path: '/outbox', label: 'nav.outbox', icon: 'envelope' },
    ];
  }
  if (user.user_type === 3) {
    return [
      dashboard,
      ...(hasPermission(user, Permission.uploadData)
        ? [{ path: '/files/upload', label: 'nav.uploadData', icon: 'upload' } satisfies MenuEntry]
        : []),
      {
        path: '/students',
        label: 'nav.students',
        icon: 'people',
        children: [
          { path: '/students', label: 'nav.studentsAll', icon: 'list' },
          { path: '/students-admissions', label: 'nav.studentsAdmissions', icon: 'learning' },
          { path: '/students-sas', label: 'nav.studentsSfs', icon: 'bank-account' },
        ],
      },
      review,
      { path: '/verifications', label: 'nav.verifications', icon: 'endorsed' },
      { path: '/id-verifications', label: 'nav.idvAdmissions', icon: 'id-number' },
      { path: '/id-verifications-sas', label: 'nav.idvSfs', icon: 'id-number' },
      ...(hasPermission(user, Permission.requestIdvSfs) ? [financialAid] : []),
      reasonCodes,
      ...(hasPermission(user, Permission.auditor) ? [accessLog] : []),
    ];
  }
  return [
    dashboard,
    review,
    {
      path: '/verifications',
      label: 'nav.verifications',
      icon: 'endorsed',
      children: [{ path: '/id-verifications', label: 'nav.idVerifications', icon: 'id-number' }],
    },
    ...(user.user_type === 2 ? [financialAid] : []),
    reasonCodes,
    ...(user.user_type === 2
      ? [
          { path: '/team', label: 'nav.team', icon: 'people' } satisfies MenuEntry,
          { path: '/api-keys', label: 'nav.apiKeys', icon: 'key' } satisfies MenuEntry,
          { path: '/webhooks', label: 'nav.webhooks', icon: 'send-message' } satisfies MenuEntry,
          { path: '/security', label: 'nav.security', icon: 'shield' } satisfies MenuEntry,
          accessLog,
        ]
      : []),
  ];
}

/** Every path reachable from a menu, flattened (children included). */
export function menuPaths(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.children ? [e.path, ...e.children.map((c) => c.path)] : [e.path]));
}

/** Exact match, or a detail page below the entry (e.g. /verifications/{uuid}). */
export function isActivePath(entryPath: string, location: string): boolean {
  return location === entryPath || location.startsWith(`${entryPath}/`);
}

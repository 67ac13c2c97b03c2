import { lazy, Suspense } from 'react';
import type { StatsRequest } from '../dashboardModel';
import { TrendsPlaceholder } from './TrendsPlaceholder';

// A chunk of its own with the charting library (docs/dashboard.md, "Trends"): the dashboard's cards
// and the rest of the back office do not wait for it.
const TrendsSection = lazy(() => import('./TrendsSection').then((m) => ({ default: m.TrendsSection })));

/** The dashboard's trend charts, for company staff (each bar opens a list of the company's applicants). */
export function LazyTrends({ request }: { request: StatsRequest }) {
  return (
    // Busy while the chunk loads, so what waits for the page to settle (and assistive technology) knows more is coming.
    <Suspense fallback={<TrendsPlaceholder />}>
      <TrendsSection request={request} />
    </Suspense>
  );
}

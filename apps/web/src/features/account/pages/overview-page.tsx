import { GreetingCard } from '../components/greeting-card';
import { OverviewStats } from '../components/overview-stats';
import { TrendPanel } from '../components/trend-panel';
import { useFreshMember } from '../hooks/use-fresh-member';

/** `/user/account/overview`: greeting, the member's numbers and the 7-day chart. */
export function OverviewPage() {
  useFreshMember();
  return (
    <div className="sf-account-page" data-testid="account-overview">
      <GreetingCard />
      <OverviewStats />
      <TrendPanel />
    </div>
  );
}

import type { ReactNode } from 'react';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { HeroSection, type THeroProps } from '../components/hero-section';

export type THomePageProps = THeroProps & {
  /** Store discovery (search, area filter, near me, store cards), passed in by the app. */
  directory: ReactNode;
};

/** `/`: the landing page: who we are, then straight into finding a store to chat with. */
export function HomePage({ directory, ...hero }: THomePageProps) {
  return (
    <div className="sf-home" data-testid="home-page">
      <HeroSection {...hero} />
      <div className="sf-home-directory">{directory}</div>
      <FeatureGrid />
      <CtaBand chatPath={hero.chatPath} />
    </div>
  );
}

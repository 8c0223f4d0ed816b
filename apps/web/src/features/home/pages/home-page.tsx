import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { HeroSection, type THeroProps } from '../components/hero-section';

/** `/`: the landing page. */
export function HomePage(props: THeroProps) {
  return (
    <div className="sf-home" data-testid="home-page">
      <HeroSection {...props} />
      <FeatureGrid />
      <CtaBand chatPath={props.chatPath} />
    </div>
  );
}

import { Navigate } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { BackgroundCard } from './background-card';
import { PausedCard, usePaused } from './paused-card';
import { PreferencesCard } from './preferences-card';
import { SuggestedProfile } from './suggested-profile';
import { useHomeGate } from './use-home-gate';

/** Spec 2: member home first sends the member to the first incomplete step, then shows a suggestion. */
export function Component() {
  const gate = useHomeGate();
  // Read while the gate's checks run: a paused member sees the pause, not an empty feed.
  const paused = usePaused();
  if (gate.status === 'loading') return <LoadingSpinner />;
  if (gate.status === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.status === 'error')
    return (
      <p className="alert alert-danger" role="alert">
        {gate.message}
      </p>
    );
  if (paused.status === 'loading') return <LoadingSpinner />;
  if (paused.status === 'success' && paused.data) return <PausedCard onResumed={paused.reload} />;
  // The invitation comes after the suggestion: it appears once its own call answers, and placed above it
  // would push the suggestion down as the page settles (layout shift).
  return (
    <>
      <SuggestedProfile />
      <BackgroundCard />
      <PreferencesCard />
    </>
  );
}

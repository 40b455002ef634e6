import { PARTNER_POOL_FEW } from '../../../contract/enums';
import { getPartnerPool } from '../../api/partner-preferences';
import { PoolAdvice } from '../../components/pool-advice';
import { useAsync } from '../../lib/use-async';

async function readPool(signal: AbortSignal) {
  try {
    const read = await getPartnerPool(signal);
    return read.ok ? read.data : null;
  } catch {
    return null;
  }
}

/**
 * Under Home's "no more matches": when the member's dealbreakers leave few people, says so and what
 * widening adds, so an empty Home is explained instead of a dead end.
 *
 * @param onApplied reloads the feed once a widening is saved
 */
export function HomePoolAdvice({ onApplied }: { onApplied: () => void }) {
  const pool = useAsync(readPool, []);
  if (pool.status !== 'success' || !pool.data || pool.data.count >= PARTNER_POOL_FEW) return null;
  return (
    <div className="text-start mb-3">
      <PoolAdvice pool={pool.data} onApplied={onApplied} />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ButtonSpinner } from '../../components/button-spinner';

/** The shortlist star: pressed when the member has the profile on their shortlist. */
export function StarButton(props: { starred: boolean; saving: boolean; busy: boolean; onPress: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`btn btn-sm ${props.starred ? 'btn-warning' : 'btn-outline-secondary'}`}
      aria-pressed={props.starred}
      disabled={props.busy}
      onClick={props.onPress}
    >
      {props.saving && <ButtonSpinner />}
      <span aria-hidden="true">{props.starred ? '★ ' : '☆ '}</span>
      {t`Shortlist`}
    </button>
  );
}

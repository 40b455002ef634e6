import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  CHILDREN,
  CREATED_FOR,
  MARITAL_STATUSES,
  type Children,
  type CreatedFor,
  type MaritalStatus,
} from '../../contract/background';
import { ONBOARDING_LANGUAGES, type Religion } from '../../contract/enums';
import type { BackgroundRequest } from '../../contract/schemas/background';
import { getCommunities } from '../api/profile';
import { toOptions } from '../lib/format';
import { useAsync } from '../lib/use-async';
import { SelectField } from './form-fields';

/**
 * The profile's background as a member gives it: who the profile is for, marital status (children unless
 * never married), mother tongue and, optionally, the community from the list of the member's religion.
 * One set of fields for the two places that ask it: the onboarding step after the spec's steps, and
 * Home's card for members from before it was asked.
 */

export interface BackgroundForm {
  createdFor: CreatedFor | '';
  maritalStatus: MaritalStatus | '';
  children: Children | '';
  motherTongue: string;
  community: string;
}

export const EMPTY_BACKGROUND: BackgroundForm = {
  createdFor: '',
  maritalStatus: '',
  children: '',
  motherTongue: '',
  community: '',
};

const CREATED_FOR_TEXTS: Record<CreatedFor, MessageDescriptor> = {
  SELF: msg`Myself`,
  SON: msg`My son`,
  DAUGHTER: msg`My daughter`,
  BROTHER: msg`My brother`,
  SISTER: msg`My sister`,
  RELATIVE: msg`A relative`,
  FRIEND: msg`A friend`,
};

const MARITAL_STATUS_TEXTS: Record<MaritalStatus, MessageDescriptor> = {
  NEVER_MARRIED: msg`Never married`,
  DIVORCED: msg`Divorced`,
  WIDOWED: msg`Widowed`,
  AWAITING_DIVORCE: msg`Awaiting divorce`,
  ANNULLED: msg`Annulled`,
};

const CHILDREN_TEXTS: Record<Children, MessageDescriptor> = {
  NONE: msg`No children`,
  LIVING_WITH_ME: msg`Children living with me`,
  NOT_LIVING_WITH_ME: msg`Children not living with me`,
};

const PROBLEMS = {
  createdFor: msg`Please choose who this profile is for.`,
  maritalStatus: msg`Please choose the marital status.`,
  children: msg`Please tell us about children.`,
  motherTongue: msg`Please choose the mother tongue.`,
} as const;

const asksChildren = (form: BackgroundForm) => form.maritalStatus !== '' && form.maritalStatus !== 'NEVER_MARRIED';

/** The first missing answer, in the form's order (as a descriptor to show in the language of the moment), or null. */
export function validateBackground(form: BackgroundForm): MessageDescriptor | null {
  if (!form.createdFor) return PROBLEMS.createdFor;
  if (!form.maritalStatus) return PROBLEMS.maritalStatus;
  if (asksChildren(form) && !form.children) return PROBLEMS.children;
  if (!form.motherTongue) return PROBLEMS.motherTongue;
  return null;
}

/** The request for a form that passed `validateBackground`: children only when asked, community when chosen. */
export function toBackgroundRequest(form: BackgroundForm): BackgroundRequest {
  return {
    createdFor: form.createdFor as CreatedFor,
    maritalStatus: form.maritalStatus as MaritalStatus,
    children: asksChildren(form) ? (form.children as Children) : null,
    motherTongue: form.motherTongue as BackgroundRequest['motherTongue'],
    ...(form.community ? { community: form.community } : {}),
  };
}

async function loadCommunities(religion: Religion | null, signal: AbortSignal): Promise<string[]> {
  if (!religion) return [];
  try {
    const read = await getCommunities(religion, signal);
    return read.ok ? read.data.communities : [];
  } catch {
    return [];
  }
}

interface BackgroundFieldsProps {
  /** Prefix of the fields' ids, so two forms on one page never share one. */
  idPrefix: string;
  value: BackgroundForm;
  onChange: (value: BackgroundForm) => void;
  /** The member's religion, whose communities are offered; none offered without it. */
  religion: Religion | null;
}

export function BackgroundFields({ idPrefix, value, onChange, religion }: BackgroundFieldsProps) {
  const { t, i18n } = useLingui();
  const communities = useAsync((signal) => loadCommunities(religion, signal), [religion]);
  const set =
    <K extends keyof BackgroundForm>(key: K) =>
    (next: BackgroundForm[K]) =>
      onChange({ ...value, [key]: next });
  const choose = t`Choose...`;
  const communityOptions = communities.status === 'success' ? communities.data : [];

  return (
    <div className="row g-2">
      <div className="col-12 col-sm-6">
        <SelectField
          id={`${idPrefix}-created-for`}
          label={t`This profile is for`}
          options={toOptions(CREATED_FOR, (v) => i18n._(CREATED_FOR_TEXTS[v]))}
          value={value.createdFor}
          onChange={set('createdFor')}
          placeholder={choose}
          required
        />
      </div>
      <div className="col-12 col-sm-6">
        <SelectField
          id={`${idPrefix}-marital`}
          label={t`Marital status`}
          options={toOptions(MARITAL_STATUSES, (v) => i18n._(MARITAL_STATUS_TEXTS[v]))}
          value={value.maritalStatus}
          onChange={set('maritalStatus')}
          placeholder={choose}
          required
        />
      </div>
      {asksChildren(value) && (
        <div className="col-12 col-sm-6">
          <SelectField
            id={`${idPrefix}-children`}
            label={t`Children`}
            options={toOptions(CHILDREN, (v) => i18n._(CHILDREN_TEXTS[v]))}
            value={value.children}
            onChange={set('children')}
            placeholder={choose}
            required
          />
        </div>
      )}
      <div className="col-12 col-sm-6">
        <SelectField
          id={`${idPrefix}-tongue`}
          label={t`Mother tongue`}
          options={toOptions(ONBOARDING_LANGUAGES)}
          value={value.motherTongue}
          onChange={set('motherTongue')}
          placeholder={choose}
          required
        />
      </div>
      {communityOptions.length > 0 && (
        <div className="col-12 col-sm-6">
          <SelectField
            id={`${idPrefix}-community`}
            label={t`Community (optional)`}
            options={communityOptions.map((name) => ({ value: name, label: name }))}
            value={value.community}
            onChange={set('community')}
            placeholder={t`Prefer not to say`}
          />
        </div>
      )}
    </div>
  );
}

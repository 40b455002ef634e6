import { t } from '@lingui/core/macro';
import { formatText } from './format';

/**
 * A member's profession as members read it: the job title at the workplace ("Software Engineer at
 * Infosys"), either one alone when only it is given, Not Specified when neither is.
 */
export function formatProfession(occupation: string | null | undefined, workplace: string | null | undefined): string {
  const title = occupation?.trim() ?? '';
  const place = workplace?.trim() ?? '';
  if (title !== '' && place !== '') return t`${title} at ${place}`;
  return formatText(title || place);
}

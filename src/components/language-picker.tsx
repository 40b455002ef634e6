import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { LANGUAGES, isLanguage } from '../../contract/languages';
import { useLanguage } from '../lib/i18n/use-language';

export interface LanguagePickerProps {
  className?: string;
}

/** Each language by its own name, in its own script (never a flag). */
export function LanguagePicker({ className }: LanguagePickerProps) {
  const { language, chooseLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={className ? `language-picker ${className}` : 'language-picker'}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}

// The language switcher's control: a native select (keyboard, screen readers and phones know it),
// each language written in itself. What a choice does is the caller's (features/layout, features/auth).
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../i18n/languages';

const Select = styled.select<{ $tone: 'dark' | 'light' }>`
  min-height: 40px;
  max-width: 100%;
  padding: 0 8px;
  border-radius: 6px;
  border: 1px solid ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.35)' : '#b9c3cc')};
  background: ${({ $tone }) => ($tone === 'dark' ? '#12324a' : '#fff')};
  color: ${({ $tone }) => ($tone === 'dark' ? '#fff' : '#1b2733')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

export function LanguageSelect({
  value,
  onChange,
  label,
  tone = 'dark',
  id,
}: {
  value: Language;
  onChange: (language: Language) => void;
  /** The accessible name, in the language spoken now. */
  label: string;
  tone?: 'dark' | 'light';
  id?: string;
}) {
  return (
    <Select
      id={id}
      $tone={tone}
      aria-label={label}
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) onChange(event.target.value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </Select>
  );
}

// The deposit rules popup (spec §2, §9), in Bengali (the default), English and Hindi.
import { useEffect } from 'react';
import styled from 'styled-components';
// Bengali and Devanagari faces served by our own server (many desktops lack them); the browser
// downloads only the subsets the rules text uses (unicode-range).
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-devanagari/400.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { walletActions, selectRules } from '../walletSlice';
import { DEPOSIT_RULES, RULES_LANGUAGES } from '../rulesText';
import { WalletPopup } from './WalletPopup';
import { SegmentButton, SegmentStrip } from './walletUi';
import { useLanguage, useT } from '../../../i18n/runtime';

const Rules = styled.ol`
  font-family: 'Noto Sans Bengali', 'Noto Sans Devanagari', ${({ theme }) => theme.font.family};
  margin: 0 0 16px;
  padding-left: 22px;
  h3 {
    margin: 0 0 10px -22px;
    font-size: 15px;
  }
  li {
    margin-bottom: 10px;
    line-height: 1.55;
  }
  li::marker {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function RulesPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { open, language } = useAppSelector(selectRules);
  const appLanguage = useLanguage();
  // The rules open in Bengali (the spec's default), but in Hindi for a player who reads the app in Hindi.
  useEffect(() => {
    if (open && appLanguage === 'hi') dispatch(walletActions.rulesLanguageChosen('hi'));
  }, [open, appLanguage, dispatch]);
  if (!open) return null;
  const text = DEPOSIT_RULES[language];
  return (
    <WalletPopup title={t('Deposit Rules')} width={520} closed={walletActions.rulesClosed}>
      <SegmentStrip role="group" aria-label={t('Language')}>
        {RULES_LANGUAGES.map(({ code, name }) => (
          <SegmentButton
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === language}
            $on={code === language}
            onClick={() => dispatch(walletActions.rulesLanguageChosen(code))}
          >
            {name}
          </SegmentButton>
        ))}
      </SegmentStrip>
      <div lang={language}>
        <Rules aria-label={text.title}>
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Rules>
      </div>
      <Button type="button" $block onClick={() => dispatch(walletActions.rulesClosed())}>
        {t('OK')}
      </Button>
    </WalletPopup>
  );
}

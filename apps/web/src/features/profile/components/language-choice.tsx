import { LANGUAGES, type Language } from '@console/contract/constants';
import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../lib/auth/account-language';
import { currentLanguage } from '../../../lib/i18n/language';

/** Saved on the account (every sign-in, any browser, and the mails), then the page reloads in it. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const choose = (language: Language) => {
    setSaving(true);
    void chooseLanguage(language);
  };
  return (
    <>
      <Radio.Group
        aria-label={t('profile.fields.language.label')}
        value={currentLanguage()}
        disabled={saving}
        onChange={(event) => choose(event.target.value as Language)}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('profile.messages.language_hint')}
      </Typography.Paragraph>
    </>
  );
}

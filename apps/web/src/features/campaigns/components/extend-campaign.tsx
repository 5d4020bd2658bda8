import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';

// The dialog (its form, date picker and the contract's rules) loads on the first click.
const ExtendDialog = lazyPart(() => import('./extend-dialog').then((m) => m.ExtendDialog), null);

/** Asks for an extension of a waiting or running campaign (`ExtendDialog`). */
export function ExtendCampaign({ campaign }: { campaign: CampaignItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const start = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <Button onClick={start}>{t('campaigns.actions.extend')}</Button>
      {used && <ExtendDialog campaign={campaign} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

import type { PublicStudio } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { Select } from '../../ui/select.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useChoosableStudios } from './api/use-choosable-studios.ts';

function optionOf(studio: PublicStudio) {
  return { value: String(studio.id), label: `${studio.name} (${studio.address.city})` };
}

/** Without a studio on the page, the member names theirs first: its tenant is where the customers are searched. */
export function StudioPicker({ onPick }: { onPick: (studio: PublicStudio) => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useChoosableStudios();
  if (error) {
    return (
      <ErrorList
        title={t('account.loadError')}
        errors={[shownError(error)]}
        action={<Button onClick={() => void refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!data) return <BlockSpinner label={t('common.loading')} />;
  const studios = [...data.content].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Select
      label={t('account.studioConnect.pickStudio')}
      placeholder={t('account.studioConnect.pickPlaceholder')}
      options={studios.map(optionOf)}
      value=""
      onChange={(event) => {
        const studio = studios.find((candidate) => String(candidate.id) === event.target.value);
        if (studio) onPick(studio);
      }}
    />
  );
}

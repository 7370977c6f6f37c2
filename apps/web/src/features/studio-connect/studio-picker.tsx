import { listPublicStudios, type Studio } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { Select } from '../../ui/select.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';

/** What the picker needs of a studio (the client's answer carries dates, the contract type strings). */
type PickedStudio = Pick<Studio, 'id' | 'name' | 'magiclineTenant'> & {
  address: Pick<Studio['address'], 'city'>;
};

function optionOf(studio: PickedStudio) {
  return { value: String(studio.id), label: `${studio.name} (${studio.address.city})` };
}

/** Without a studio on the page, the member names theirs first: its tenant is where the customers are searched. */
export function StudioPicker({ onPick }: { onPick: (studio: PickedStudio) => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery({
    queryKey: ['studios', 'public', null],
    queryFn: ({ signal }) => api(listPublicStudios, { query: {}, signal }),
  });
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
  const studios = [...data].sort((a, b) => a.name.localeCompare(b.name));
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

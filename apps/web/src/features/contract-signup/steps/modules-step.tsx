import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../ui/form-layout.module.css';
import { ModuleCard } from '../../../ui/module-card.tsx';
import styles from '../contract-signup.module.css';
import { usePeriodTexts } from '../period-text.ts';
import type { StepProps } from '../signup-flow.ts';
import { StepActions } from './step-actions.tsx';

/** The offer's additional modules (drinks flat, sauna…), each toggled on or off; none is required. */
export function ModulesStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const texts = usePeriodTexts();
  const [chosen, setChosen] = useState<readonly number[]>(flow.draft.moduleIds);
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.update({ moduleIds: [...chosen] });
    flow.next();
  };
  return (
    <form className={layout.form} aria-label={t('signup.steps.modules')} onSubmit={submit}>
      <p className={styles.intro}>{t('signup.modules.intro')}</p>
      <div className={styles.modules}>
        {flow.offer.modules.map((module) => (
          <ModuleCard
            key={module.id}
            title={module.name}
            description={module.description}
            priceBadgeLabel={texts.price(module)}
            selected={chosen.includes(module.id)}
            onToggle={() => toggle(module.id)}
          />
        ))}
      </div>
      <StepActions />
    </form>
  );
}

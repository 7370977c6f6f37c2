import { useState } from 'react';
import { ActionGrid } from '../../ui/action-grid.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { CollapsibleText } from '../../ui/collapsible-text.tsx';
import { ExpandableContent } from '../../ui/expandable-content.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { GridView } from '../../ui/grid-view.tsx';
import { HorizontalScroller } from '../../ui/horizontal-scroller.tsx';
import { ListItem } from '../../ui/list-item.tsx';
import { ModuleCard } from '../../ui/module-card.tsx';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { Steps } from '../../ui/steps.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './dev-gallery.module.css';
import { GallerySection, GalleryState } from './gallery-section.tsx';

const LOREM =
  'Our studio offers more than 60 courses a week, from calm yoga flows to high-intensity interval training. Members book every class online up to seven days ahead; day-ticket holders may join any course with free places. Towels are available at the counter, and the sauna area opens an hour after the studio.';
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500"><rect width="600" height="500" fill="#e0e7ff"/><path d="M0 380 L180 200 L320 330 L430 240 L600 400 V500 H0z" fill="#818cf8"/></svg>',
)}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function actions(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    content: <Button variant="secondary">{`Action ${index + 1}`}</Button>,
  }));
}

function NavigationStates() {
  const [tab, setTab] = useState('courses');
  const [view, setView] = useState('list');
  const [step, setStep] = useState(1);
  return (
    <GallerySection id="navigation" title="Tabs, segmented control, steps">
      <GalleryState label="Tabs (disabled 'Events')" wide>
        <Tabs
          label="Studio sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { title: 'News', value: 'news' },
            { title: 'Courses', value: 'courses' },
            { title: 'Events', value: 'events', disabled: true },
            { title: 'Trial session', value: 'trial' },
          ]}
        />
      </GalleryState>
      <GalleryState label="Segmented control">
        <SegmentedControl
          label="View"
          value={view}
          onChange={setView}
          options={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
        <SegmentedControl
          label="Size"
          size="small"
          value="m"
          onChange={() => undefined}
          options={[
            { value: 's', label: 'S' },
            { value: 'm', label: 'M' },
            { value: 'l', label: 'L' },
          ]}
        />
      </GalleryState>
      <GalleryState label="Steps (earlier steps go back)" wide>
        <Steps
          label="Booking"
          steps={['Offer', 'Contact', 'Payment', 'Summary'].map((text, index) => ({
            text,
            active: index === step,
            callback: index < step ? () => setStep(index) : undefined,
          }))}
        />
        <div className={styles.row}>
          <Button size="s" variant="secondary" onClick={() => setStep(Math.min(step + 1, 3))}>
            Next step
          </Button>
        </div>
      </GalleryState>
    </GallerySection>
  );
}

export function LayoutStates() {
  return (
    <>
      <GallerySection id="form-card" title="Form card">
        <GalleryState label="With information sidebar" wide>
          <FormCard
            title="Your details"
            info={{
              title: 'Motus Berlin Mitte',
              address: 'Torstraße 112, 10119 Berlin',
              description: 'Open daily from 6:00 to 23:00.',
              avatar: { src: PICTURE, alt: '' },
            }}
            footer={<Button>Continue</Button>}
          >
            <TextField label="First name" required />
          </FormCard>
        </GalleryState>
        <GalleryState label="Without sidebar">
          <FormCard title="Log in">
            <TextField label="E-mail" />
          </FormCard>
        </GalleryState>
      </GallerySection>

      <NavigationStates />

      <GallerySection id="carousel" title="Carousel, horizontal scroller, scroll indicator">
        <GalleryState label="Carousel: dots, arrows, infinite, draggable">
          <Carousel label="Offers">
            {['Summer deal', 'Bring a friend', 'Sauna week'].map((title) => (
              <div key={title} className={styles.slide}>
                {title}
              </div>
            ))}
          </Carousel>
        </GalleryState>
        <GalleryState label="Carousel: not infinite, no dots">
          <Carousel label="Rooms" infinite={false} dots={false}>
            {['Studio 1', 'Studio 2'].map((title) => (
              <div key={title} className={styles.slide}>
                {title}
              </div>
            ))}
          </Carousel>
        </GalleryState>
        <GalleryState label="Horizontal scroller: overflowing / fitting">
          <HorizontalScroller label="Weekdays">
            {WEEKDAYS.concat(WEEKDAYS).map((day, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the week repeats
              <span key={index} className={styles.chip}>
                {day}
              </span>
            ))}
          </HorizontalScroller>
          <HorizontalScroller label="Today">
            <span className={styles.chip}>Today</span>
          </HorizontalScroller>
        </GalleryState>
        <GalleryState label="Scroll indicator">
          <ScrollArea label="Studio rules" maxHeight={120}>
            <p>{LOREM}</p>
            <p>{LOREM}</p>
          </ScrollArea>
        </GalleryState>
      </GallerySection>

      <GallerySection id="collapsible" title="Collapsible text, expandable content">
        <GalleryState label="Collapsible: long (toggle) / short (no toggle)">
          <CollapsibleText collapsedHeight={72}>{LOREM}</CollapsibleText>
          <CollapsibleText collapsedHeight={72}>Two lines at most.</CollapsibleText>
        </GalleryState>
        <GalleryState label="Expandable: collapsed / expanded">
          <ExpandableContent title="Opening hours">
            <p>Mon–Fri 6:00–23:00, Sat–Sun 8:00–20:00</p>
          </ExpandableContent>
          <ExpandableContent title="Prices" defaultExpanded>
            <p>From 19.90 € a month.</p>
          </ExpandableContent>
        </GalleryState>
      </GallerySection>

      <GallerySection id="cards" title="Card, module card, action grid, grid view, list item">
        <GalleryState label="Card: image small with promo and overlay">
          <Card
            image={{ src: PICTURE, alt: '', extent: 'small', promoBadge: '-20 %', overlay: 'Mon 18:00' }}
            badge="Course"
            title="Yoga Flow"
            description="Calm strength for every level."
            actions={<Button size="s">Book</Button>}
          />
        </GalleryState>
        <GalleryState label="Card: medium / large / no image">
          <Card image={{ src: PICTURE, alt: '' }} title="Medium image" />
          <Card image={{ src: PICTURE, alt: '', extent: 'large' }} title="Large image" />
          <Card title="No image" description="Only text.">
            <p>12 places left</p>
          </Card>
        </GalleryState>
        <ModuleStates />
        {[1, 2, 3, 4, 5, 7].map((count) => (
          <GalleryState key={count} label={`Action grid: ${count} action${count > 1 ? 's' : ''}`} wide={count > 4}>
            <ActionGrid actions={actions(count)} />
          </GalleryState>
        ))}
        <GalleryState label="Grid view: items / empty" wide>
          <GridView
            items={['Yoga', 'Pilates', 'Spinning']}
            itemKey={(item) => item}
            renderItem={(item) => <Card title={item} />}
            emptyText=""
          />
          <GridView items={[]} itemKey={String} renderItem={String} emptyText="No courses this week." />
        </GalleryState>
        <GalleryState label="List items: plain, button, link">
          <ListItem secondary="Since March 2021">Member</ListItem>
          <ListItem onClick={() => undefined}>Settings</ListItem>
          <ListItem href="/studios">Studio finder</ListItem>
        </GalleryState>
      </GallerySection>
    </>
  );
}

function ModuleStates() {
  const [chosen, setChosen] = useState<string[]>(['sauna']);
  const toggle = (id: string) =>
    setChosen(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  return (
    <GalleryState label="Module cards: selected, image, disabled" wide>
      <div className={styles.states}>
        <ModuleCard
          title="Sauna"
          description="Unlimited sauna visits."
          priceBadgeLabel="+ 9.90 €"
          badgeLabel="Popular"
          iconLabel="S"
          backgroundColor="#fde68a"
          selected={chosen.includes('sauna')}
          onToggle={() => toggle('sauna')}
        />
        <ModuleCard
          title="Drinks flat rate"
          description="Water and isotonic drinks."
          priceBadgeLabel="+ 4.90 €"
          imageSrc={PICTURE}
          selected={chosen.includes('drinks')}
          onToggle={() => toggle('drinks')}
        />
        <ModuleCard title="Personal training" iconLabel="PT" selected={false} onToggle={() => undefined} disabled />
      </div>
    </GalleryState>
  );
}

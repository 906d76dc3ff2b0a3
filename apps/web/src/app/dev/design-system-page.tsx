// Development only (registered when import.meta.env.DEV): every component of the design system,
// in the light and the dark theme side by side, and in both densities. Not part of the product.
import { Bell, LogOut, Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Chip } from '@/components/ui/chip';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import { Pagination } from '@/components/ui/pagination';
import { Popover } from '@/components/ui/popover';
import { PortalContainerContext } from '@/components/ui/portal-container';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { NumericCell, Table } from '@/components/ui/table';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import styles from './design-system-page.module.css';

/** Roles that are backgrounds: their sample is labelled in the text colour. */
const BACKGROUND_ROLES = new Set(['surface', 'back', 'lay']);
const COLOUR_ROLES = ['surface', 'text', 'muted', 'accent', 'back', 'lay', 'win', 'lose', 'warning', 'focus'];

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3>{title}</h3>
      <div className={styles.row}>{children}</div>
    </section>
  );
}

function Gallery({ theme, density }: { readonly theme: 'light' | 'dark'; readonly density: string }) {
  const [checked, setChecked] = useState(true);
  const [stake, setStake] = useState(20);
  const [odds, setOdds] = useState('decimal');
  const [page, setPage] = useState(2);
  // The popups of this half open inside it, in its theme.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  return (
    <div data-theme={theme} data-density={density} className={styles.theme}>
      <PortalContainerContext value={portal}>
        <h2>{theme === 'light' ? 'Light' : 'Dark'}</h2>
        <Section title="Colour roles">
          {COLOUR_ROLES.map((role) => (
            <span
              key={role}
              className={styles.swatch}
              style={{
                background: `var(--color-${role})`,
                color: BACKGROUND_ROLES.has(role) ? 'var(--color-text)' : 'var(--color-surface)',
              }}
            >
              {role}
            </span>
          ))}
        </Section>
        <Section title="Buttons and icon buttons">
          <Button variant="primary">Place bets</Button>
          <Button>Cancel</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Cancel all</Button>
          <Button disabled>Disabled</Button>
          <IconButton label="Logout" icon={LogOut} />
          <IconButton label="Notifications" icon={Bell} variant="secondary" />
        </Section>
        <Section title="Select, checkbox, switch, slider">
          <Select
            label="Odds view"
            value={odds}
            onValueChange={setOdds}
            options={[
              { value: 'decimal', label: 'Decimal' },
              { value: 'fractional', label: 'Fractional' },
            ]}
          />
          <Checkbox label="Keep in play" checked={checked} onCheckedChange={setChecked} />
          <Switch label="One click" checked={checked} onCheckedChange={setChecked} />
          <Slider label={`Stake ${stake}`} value={stake} min={2} max={100} onValueChange={setStake} />
        </Section>
        <Section title="Tabs">
          <Tabs defaultValue="grid">
            <TabList aria-label="Market views">
              <Tab value="grid">Grid</Tab>
              <Tab value="ladder">Ladder</Tab>
            </TabList>
            <TabPanel value="grid">Grid panel</TabPanel>
            <TabPanel value="ladder">Ladder panel</TabPanel>
          </Tabs>
        </Section>
        <Section title="Dialog, popover, tooltip, dropdown menu">
          <DialogRoot>
            <DialogTrigger asChild>
              <Button>Open dialog</Button>
            </DialogTrigger>
            <DialogContent
              title="Are you sure?"
              description="A dialog with a title, text and actions."
              actions={
                <DialogClose asChild>
                  <Button variant="primary">OK</Button>
                </DialogClose>
              }
            />
          </DialogRoot>
          <Popover label="Stake presets" trigger={<Button>Popover</Button>}>
            Popover content
          </Popover>
          <Tooltip content="Tooltip text">
            <Button>Tooltip</Button>
          </Tooltip>
          <Menu>
            <MenuTrigger asChild>
              <IconButton label="Menu" icon={Settings} variant="secondary" />
            </MenuTrigger>
            <MenuContent>
              <MenuLabel>Odds</MenuLabel>
              <MenuRadioGroup value={odds} onValueChange={setOdds}>
                <MenuRadioItem value="decimal">Decimal</MenuRadioItem>
                <MenuRadioItem value="fractional">Fractional</MenuRadioItem>
              </MenuRadioGroup>
              <MenuSeparator />
              <MenuCheckboxItem checked={checked} onCheckedChange={setChecked}>
                Keep in play
              </MenuCheckboxItem>
              <MenuItem>An action</MenuItem>
            </MenuContent>
          </Menu>
        </Section>
        <Section title="Badges and chips">
          <Badge>U 3</Badge>
          <Badge tone="accent">SUPER</Badge>
          <Badge tone="win">+5.00</Badge>
          <Badge tone="lose">-2.50</Badge>
          <Badge tone="warning">SUSPENDED</Badge>
          <Badge tone="back">Back 2.02</Badge>
          <Badge tone="lay">Lay 2.04</Badge>
          <Chip onRemove={() => undefined} removeLabel="Remove Arsenal v Spurs">
            Arsenal v Spurs
          </Chip>
        </Section>
        <Section title="Table">
          <Table caption="Matched bets">
            <thead>
              <tr>
                <th scope="col">Runner</th>
                <th scope="col">Odds</th>
                <th scope="col">Stake</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Arsenal</td>
                <NumericCell>2.02</NumericCell>
                <NumericCell>10.00</NumericCell>
              </tr>
              <tr>
                <td>The Draw</td>
                <NumericCell>3.45</NumericCell>
                <NumericCell>111.00</NumericCell>
              </tr>
            </tbody>
          </Table>
        </Section>
        <Section title="Pagination">
          <Pagination page={page} pageCount={7} onPageChange={setPage} label={`Pages (${theme})`} />
        </Section>
        <Section title="Skeleton rows">
          <div className={styles.wide}>
            <SkeletonRows label="Loading" rows={3} />
          </div>
        </Section>
      </PortalContainerContext>
      <div ref={setPortal} />
    </div>
  );
}

export default function DesignSystemPage() {
  const [compact, setCompact] = useState(false);
  const density = compact ? 'compact' : 'comfortable';
  return (
    <main>
      <div className={styles.intro}>
        <h1>Design system</h1>
        <Switch label="Compact density" checked={compact} onCheckedChange={setCompact} />
      </div>
      <div className={styles.page}>
        <Gallery theme="light" density={density} />
        <Gallery theme="dark" density={density} />
      </div>
    </main>
  );
}

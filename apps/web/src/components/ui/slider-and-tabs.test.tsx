import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Stake() {
  const [stake, setStake] = useState(10);
  return <Slider label="Stake" value={stake} min={2} max={100} step={2} onValueChange={setStake} />;
}

describe('Slider', () => {
  it('is a named slider that the arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<Stake />);
    const slider = screen.getByRole('slider', { name: 'Stake' });
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrows and shows the chosen panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="grid">
        <TabList aria-label="Market views">
          <Tab value="grid">Grid</Tab>
          <Tab value="ladder">Ladder</Tab>
        </TabList>
        <TabPanel value="grid">Grid panel</TabPanel>
        <TabPanel value="ladder">Ladder panel</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Grid' })).toHaveTextContent('Grid panel');
    screen.getByRole('tab', { name: 'Grid' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ladder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Ladder' })).toHaveTextContent('Ladder panel');
  });
});

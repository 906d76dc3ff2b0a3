// A one-value slider on Radix Slider: arrows step, Page Up/Down step by ten, Home/End jump to the
// ends. The label names the thumb (role slider).
import * as RadixSlider from '@radix-ui/react-slider';
import styles from './slider.module.css';

export interface SliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly onValueChange: (value: number) => void;
  /** The value the trader let go at (pointer up, or a key press): for changes too costly per step. */
  readonly onValueCommit?: (value: number) => void;
}

export function Slider({ label, value, min, max, step = 1, onValueChange, onValueCommit }: SliderProps) {
  return (
    <RadixSlider.Root
      className={styles.root}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      onValueCommit={([next]) => {
        if (next !== undefined) onValueCommit?.(next);
      }}
    >
      <RadixSlider.Track className={styles.track}>
        <RadixSlider.Range className={styles.range} />
      </RadixSlider.Track>
      <RadixSlider.Thumb className={styles.thumb} aria-label={label} />
    </RadixSlider.Root>
  );
}

// The colour themes as cards (house, bf, dark, green, custom) and the Colors editor of the 21 keys,
// with the §4 rules (model/widget-form.ts).
import { Palette } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { chooseTheme, editColour, setEditorOpen, themeColours, type WidgetTheme } from '../model/widget-form';
import { WIDGET_THEMES, WIDGET_THEME_PRESETS } from '@greenbook/trading';
import styles from './widgets-page.module.css';
import { Fieldset, HelpModal, type PartProps } from './form-parts';

export function ThemeChoice({ texts, form, update }: PartProps) {
  const name = useId();
  const editorId = useId();
  const colours = themeColours(form);
  return (
    <Fieldset legend={texts.themes}>
      <div className={styles.themes} role="radiogroup" aria-label={texts.themes}>
        {WIDGET_THEMES.map((theme: WidgetTheme) => {
          const swatch = theme === 'custom' ? (form.colours ?? colours) : WIDGET_THEME_PRESETS[theme];
          return (
            <label key={theme} className={styles.themeCard} data-checked={form.theme === theme}>
              <input
                type="radio"
                name={name}
                value={theme}
                checked={form.theme === theme}
                onChange={() => update((current) => chooseTheme(current, theme))}
                className={styles.themeRadio}
              />
              <span className={styles.swatch} aria-hidden="true">
                <span style={{ background: swatch[0] }} />
                <span style={{ background: swatch[2] }} />
                <span style={{ background: swatch[5] }} />
                <span style={{ background: swatch[17] }} />
                <span style={{ background: swatch[19] }} />
              </span>
              <span className={styles.themeName}>{texts.themeNames[theme]}</span>
            </label>
          );
        })}
      </div>
      <div className={styles.row}>
        <Button
          aria-expanded={form.editorOpen}
          aria-controls={editorId}
          onClick={() => update((current) => setEditorOpen(current, !current.editorOpen))}
        >
          <Palette aria-hidden="true" size={16} />
          {form.editorOpen ? texts.colorsClose : texts.colorsOpen}
        </Button>
        <HelpModal texts={texts} picture="theme" />
      </div>
      {form.editorOpen && (
        <div id={editorId} role="group" aria-label={texts.colors} className={styles.colours}>
          {colours.map((colour, index) => {
            const label = texts.colourNames[index] ?? String(index + 1);
            return (
              <label key={label} className={styles.colour}>
                <input
                  type="color"
                  aria-label={label}
                  value={colour.length === 4 ? expandShortHex(colour) : colour}
                  onChange={(event) => update((current) => editColour(current, index, event.target.value))}
                />
                <span aria-hidden="true">{label}</span>
                <code className={styles.hex} aria-hidden="true">
                  {colour}
                </code>
              </label>
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}

function expandShortHex(colour: string): string {
  return colour.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3');
}

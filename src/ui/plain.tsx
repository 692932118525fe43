import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import './plain.css';

/*
 * The first screen's components: plain elements styled in plain.css with Mantine's CSS
 * variables, so the shell and the lists look like the Mantine screens around them without
 * Mantine's code or provider (docs/decisions/0009-first-screen-without-mantine.md). Only
 * what the first screen needs; forms and dialogs keep Mantine's components.
 */

/** Mantine's palette names the plain components take (`color="red"`). */
export type PlainColor = 'red' | 'yellow' | 'gray' | 'blue' | 'green';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A color's variables for the variants (the primary color's when none). */
function colorVars(color: PlainColor | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  const c = `--mantine-color-${color}`;
  return {
    '--ui-filled': `var(${c}-filled)`,
    '--ui-filled-hover': `var(${c}-filled-hover)`,
    '--ui-light': `var(${c}-light)`,
    '--ui-light-hover': `var(${c}-light-hover)`,
    '--ui-light-color': `var(${c}-light-color)`,
  } as CSSProperties;
}

const withColor = (color: PlainColor | undefined, style: CSSProperties | undefined) =>
  color ? { ...colorVars(color), ...style } : style;

type ButtonLook = {
  /** Mantine's variants: filled (default), light, subtle, default (bordered), white. */
  variant?: 'filled' | 'light' | 'subtle' | 'default' | 'white';
  size?: 'xs' | 'sm';
  color?: PlainColor;
};

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonLook;

/** A button (type "button" unless said). */
export function Button({ variant = 'filled', size = 'sm', color, className, style, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      {...props}
      className={cx('ui-button', className)}
      data-variant={variant}
      data-size={size}
      style={withColor(color, style)}
    />
  );
}

/** A link that looks like a button ("Novo contrato"). */
export function ButtonLink({
  variant = 'filled',
  size = 'sm',
  color,
  className,
  style,
  ...props
}: AppLinkProps & ButtonLook) {
  return (
    <AppLink
      {...props}
      className={cx('ui-button', className)}
      data-variant={variant}
      data-size={size}
      style={withColor(color, style)}
    />
  );
}

/** A square button holding an icon: give it an `aria-label`. */
export function IconButton({ className, ...props }: ButtonProps) {
  return <Button variant="default" {...props} className={cx('ui-icon-button', className)} />;
}

/** A notice: `role` says how it is announced (alert for errors, status for information). */
export function Alert({
  title,
  color,
  variant = 'light',
  className,
  style,
  children,
  ...props
}: Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title?: ReactNode;
  color?: PlainColor;
  variant?: 'light' | 'filled';
}) {
  return (
    <div {...props} className={cx('ui-alert', className)} data-variant={variant} style={withColor(color, style)}>
      {title && <div className="ui-alert-title">{title}</div>}
      {children && <div className="ui-alert-body">{children}</div>}
    </div>
  );
}

/** A spinning ring; `label` makes it a status ("Carregando a tela"), otherwise it is decoration. */
export function Loader({ label }: { label?: string }) {
  return label ? (
    <span className="ui-loader" role="status" aria-label={label} />
  ) : (
    <span className="ui-loader" aria-hidden />
  );
}

/** A placeholder bar while content loads. */
export function Skeleton({ height }: { height: number }) {
  return <span className="ui-skeleton" style={{ height: `${height / 16}rem` }} aria-hidden />;
}

export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The asterisk after the label (and `required` on the input when `required`). */
  withAsterisk?: boolean;
  size?: 'xs' | 'sm';
  /** On the field's root (width, grid placement). */
  className?: string;
  style?: CSSProperties;
}

/** An error with a message to show (`error={true}` only marks the field invalid). */
export const shownError = (error: ReactNode) => !!error && typeof error !== 'boolean';

/** Label, description, the control, error: the ids that tie them, as Mantine's InputWrapper. */
export function Field({
  id,
  label,
  description,
  error,
  required,
  withAsterisk,
  size = 'sm',
  className,
  style,
  children,
}: FieldProps & {
  id: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx('ui-field', className)} data-size={size} data-error={error ? '' : undefined} style={style}>
      {label && (
        <label className="ui-field-label" htmlFor={id} id={`${id}-label`}>
          {label}
          {(withAsterisk ?? required) && (
            <span className="ui-field-asterisk" aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p className="ui-field-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {shownError(error) && (
        // Announced when it appears, as the theme makes Mantine's field errors.
        <p className="ui-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a field's control takes: its own props plus the field's (label, error…). */
type ControlProps = FieldProps & { id?: string; required?: boolean; 'aria-describedby'?: string };

/**
 * Splits a field's props: the wrapper's (label, description, error) and the control's, the
 * control tied to them by id (`aria-describedby`, `aria-invalid`) as Mantine's inputs are.
 */
export function splitField<P extends ControlProps>(props: P, ownId: string) {
  const { label, description, error, withAsterisk, size, className, style, id: givenId, required, ...rest } = props;
  const id = givenId ?? ownId;
  const hasError = shownError(error);
  const describedBy = [rest['aria-describedby'], description ? `${id}-description` : '', hasError ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    field: { id, label, description, error, withAsterisk, size, className, style, required },
    control: {
      ...rest,
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> &
  FieldProps & {
    /** Inside the input, at its end (a chevron); not clickable. */
    rightSection?: ReactNode;
    inputRef?: Ref<HTMLInputElement>;
  };

/** A labelled text input, as Mantine's TextInput. */
export function TextField({ rightSection, ref, inputRef, ...props }: TextFieldProps) {
  const { field, control } = splitField(props, useId());
  return (
    <Field {...field}>
      <div className="ui-input-wrapper" data-with-right-section={rightSection ? '' : undefined}>
        <input {...control} ref={ref ?? inputRef} className="ui-input" />
        {rightSection && <span className="ui-input-section">{rightSection}</span>}
      </div>
    </Field>
  );
}

/** A select's downward chevron, as decoration. */
export function Chevron() {
  return (
    <svg className="ui-chevron" viewBox="0 0 16 16" aria-hidden>
      <path d="M4 6.5 8 10.5 12 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'size'> &
  FieldProps & {
    data: readonly (string | { value: string; label: string })[];
  };

/** The browser's own select, labelled, as Mantine's NativeSelect (decision 0007). */
export function NativeSelect({ data, ...props }: NativeSelectProps) {
  const { field, control } = splitField(props, useId());
  return (
    <Field {...field}>
      <div className="ui-input-wrapper" data-with-right-section="">
        <select {...control} className="ui-input ui-select">
          {data.map((item) => {
            const option = typeof item === 'string' ? { value: item, label: item } : item;
            return (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            );
          })}
        </select>
        <span className="ui-input-section">
          <Chevron />
        </span>
      </div>
    </Field>
  );
}

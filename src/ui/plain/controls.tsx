import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import type { PickerOption } from '../mantine/picker-options';
import './controls.css';

/* The first screen's components: plain elements with Mantine's CSS variables, no Mantine code (decision 0009). */

export type PlainColor = 'red' | 'yellow' | 'gray' | 'blue' | 'green';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
  variant?: 'filled' | 'light' | 'subtle' | 'default' | 'white';
  size?: 'xs' | 'sm';
  color?: PlainColor;
};

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonLook;

export function PlainButton({ variant = 'filled', size = 'sm', color, className, style, type, ...props }: ButtonProps) {
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

/** Give it an `aria-label`. */
export function IconButton({ className, ...props }: ButtonProps) {
  return <PlainButton variant="default" {...props} className={cx('ui-icon-button', className)} />;
}

/** `role`: alert for errors, status for information. */
export function PlainAlert({
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

/** With `label` it is a status, otherwise decoration. */
export function PlainLoader({ label }: { label?: string }) {
  return label ? (
    <span className="ui-loader" role="status" aria-label={label} />
  ) : (
    <span className="ui-loader" aria-hidden />
  );
}

export function PlainSkeleton({ height }: { height: number }) {
  return <span className="ui-skeleton" style={{ height: `${height / 16}rem` }} aria-hidden />;
}

export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  size?: 'xs' | 'sm';
  className?: string;
  style?: CSSProperties;
}

/** `error={true}` only marks the field invalid. */
export const shownError = (error: ReactNode) => !!error && typeof error !== 'boolean';

/** Ties label, description and error to the control by id, as Mantine's InputWrapper. */
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

type ControlProps = FieldProps & { id?: string; required?: boolean; 'aria-describedby'?: string };

/** The wrapper's props and the control's, tied by `aria-describedby` and `aria-invalid`. */
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

export type PlainTextInputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> &
  FieldProps & {
    rightSection?: ReactNode;
    inputRef?: Ref<HTMLInputElement>;
  };

export function PlainTextInput({ rightSection, ref, inputRef, ...props }: PlainTextInputProps) {
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

export function Chevron() {
  return (
    <svg className="ui-chevron" viewBox="0 0 16 16" aria-hidden>
      <path d="M4 6.5 8 10.5 12 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'size'> &
  FieldProps & {
    data: readonly (string | PickerOption)[];
  };

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

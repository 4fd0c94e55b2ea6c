import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { i18n } from '../../i18n/i18n';

/** An entry's or a company's name: the field a dialog focuses first, at most 100 characters. */
export function NameInput(props: Omit<TextInputProps, 'label'>) {
  return <TextInput label={i18n._('Name')} data-autofocus maxLength={100} {...props} />;
}

/** A text that grows with what is written: a description, a backstory. */
export function LongTextInput({ minRows = 2, maxRows = 10, ...props }: TextareaProps) {
  return <Textarea autosize minRows={minRows} maxRows={maxRows} {...props} />;
}

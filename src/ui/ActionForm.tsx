// A form whose checks are the product's own (the spec's messages, in its order), never the
// browser's: Enter or the submit button calls onSubmit, and the page does not reload.
import type { FormHTMLAttributes } from 'react';

type ActionFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { onSubmit: () => void };

export function ActionForm({ onSubmit, children, ...form }: ActionFormProps) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

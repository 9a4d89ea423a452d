// The header's search box. Submitting is a hook point (searchSubmitted) for the issue that searches events.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { SearchIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { searchSubmitted } from './layoutActions';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  max-width: 300px;
  height: 36px;
  padding: 0 10px;
  border-radius: 18px;
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.28);
  color: #ffffff;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  label { flex: 1; display: flex; min-width: 0; }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: inherit;
    &::placeholder { color: #b9c8d4; }
    &:focus { outline: none; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { max-width: none; height: 40px; border-radius: 20px; }
`;

export function SearchBox() {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) dispatch(searchSubmitted(text.trim()));
  };
  return (
    <Form role="search" onSubmit={submit}>
      <SearchIcon />
      <label>
        <VisuallyHidden>Search events</VisuallyHidden>
        <input type="search" maxLength={60} placeholder="Search Events" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </Form>
  );
}

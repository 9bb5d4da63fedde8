import { Button, FormGroup, Icon, Tag } from "@blueprintjs/core";
import { type Ref, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Fetcher } from "../../../../../engine";
import { CustomDialog } from "../../../../statement";
import type { PickedUser } from "../../../model/collaboration";

/** The seeded user picker (custom dialog, CONTRACT §8) the collaboration dialogs choose people with. */
export const USER_PICKER_ALIAS = "userSelector";

export interface UserPickerFieldProps {
  id: string;
  label: string;
  users: PickedUser[];
  /** One user only (转办): a new choice replaces the old one. */
  single?: boolean;
  /** Runs the picker's calls (the engine's fetcher). */
  fetcher: Fetcher | undefined;
  /** i18n text of what is wrong with the choice. */
  error?: string;
  onChange: (users: PickedUser[]) => void;
  /** The choose button, focused when the dialog opens. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A picked row as a user: its id and the first name-like field the dialog returns. */
function userOf(row: Record<string, unknown>): PickedUser | null {
  const id = row.id ?? row.ID ?? row.userId;
  if (id === undefined || id === null || String(id) === "") return null;
  const name = row.fullname ?? row.FULLNAME_ ?? row.name ?? row.account ?? id;
  return { id: String(id), name: String(name) };
}

/**
 * The people a collaboration action goes to: the chosen ones as removable tags and a button that opens
 * the user picker (the seeded userSelector custom dialog); several choices add up (without duplicates),
 * or with `single` the first one chosen replaces the user.
 */
export function UserPickerField({
  id,
  label,
  users,
  single,
  fetcher,
  error,
  onChange,
  buttonRef,
}: UserPickerFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const add = (rows: Record<string, unknown>[]) => {
    const picked = rows.map(userOf).filter((u): u is PickedUser => u !== null);
    setPicking(false);
    if (picked.length === 0) return;
    if (single) {
      onChange([picked[0] as PickedUser]);
      return;
    }
    const known = new Set(users.map((u) => u.id));
    onChange([...users, ...picked.filter((u) => !known.has(u.id) && known.add(u.id))]);
  };
  return (
    <FormGroup
      label={label}
      intent={error ? "danger" : "none"}
      helperText={error}
      className="tessera-collab-users"
    >
      <ul className="tessera-collab-user-tags" aria-label={label}>
        {users.length === 0 && <li className="tessera-collab-none">{t("flowTask.collab.nobody")}</li>}
        {users.map((user) => (
          <li key={user.id}>
            <Tag
              minimal
              intent="primary"
              endIcon={
                <button
                  type="button"
                  className="tessera-picker-tag-remove"
                  aria-label={t("dialog.picker.remove", { label: user.name })}
                  onClick={() => onChange(users.filter((u) => u.id !== user.id))}
                >
                  <Icon icon="small-cross" />
                </button>
              }
            >
              {user.name}
            </Tag>
          </li>
        ))}
      </ul>
      <Button
        id={id}
        ref={buttonRef}
        icon="people"
        text={t(single ? "flowTask.collab.chooseOne" : "flowTask.collab.choose")}
        intent={error ? "danger" : "none"}
        onClick={() => setPicking(true)}
      />
      <CustomDialog
        alias={USER_PICKER_ALIAS}
        fetcher={fetcher}
        isOpen={picking}
        title={t("flowTask.collab.pickerTitle")}
        onConfirm={(result) => add(result)}
        onClose={() => setPicking(false)}
      />
    </FormGroup>
  );
}

import { OverlayToaster, Toast } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { FormRemindData } from "../../../api/contract";
import { toCallFailure } from "../../../api/errors";
import { useQueryClientHere } from "../../../api/query/queryClientHere";
import { toastError } from "../../../api/toaster";
import { deleteFormRemindData, getFormRemindDataByUser } from "../api";
import "../widgets/column/homePhone.css";

/** Reminders appear one at a time, this many milliseconds apart (issue 5 §3). */
export const REMINDER_STAGGER_MS = 500;

/** The form a reminder opens: /statement/template/form/{opemType}/get/true?id={opemId}&startFlow=false. */
export function reminderPath(reminder: Pick<FormRemindData, "opemType" | "opemId">): string {
  const query = new URLSearchParams({ id: reminder.opemId, startFlow: "false" });
  return `/statement/template/form/${encodeURIComponent(reminder.opemType)}/get/true?${query}`;
}

export interface HomeRemindersProps {
  /** Where the reminders come from (getFormRemindDataByUser by default). */
  load?: () => Promise<FormRemindData[]>;
  /** Deletes a reminder (DELETE formRemindData/v1/{id} by default). */
  remove?: (id: string) => Promise<void>;
}

/**
 * The user's reminders (issue 5 §3): loaded once, shown bottom right one at a time 500 ms apart with
 * subject and content until closed (timeout 0). A click opens the reminder's form; closing one whose
 * count is 1 deletes it.
 */
export function HomeReminders({
  load = getFormRemindDataByUser,
  remove = deleteFormRemindData,
}: HomeRemindersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<FormRemindData[]>([]);

  // Loaded once per visit of the page: not again while it stays, nor kept for the next visit. Reminders
  // are a courtesy: a failed load (not retried) leaves the home page as it is.
  const { data: reminders } = useQuery(
    {
      queryKey: ["home", "reminders"],
      queryFn: () => load(),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    useQueryClientHere(),
  );

  // Showing them one at a time is a timer, not a load: it stays an effect.
  useEffect(() => {
    if (!reminders) return;
    const timers = reminders.map((reminder, i) =>
      setTimeout(() => setShown((current) => [...current, reminder]), i * REMINDER_STAGGER_MS),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [reminders]);

  const close = (reminder: FormRemindData) => {
    setShown((current) => current.filter((r) => r.id !== reminder.id));
    if (Number(reminder.count) === 1) {
      remove(reminder.id).catch((error: unknown) => {
        const failure = toCallFailure(error);
        void toastError(t("home.reminder.deleteFailed", { message: failure.message }), failure.logId);
      });
    }
  };

  return (
    <OverlayToaster
      className="tessera-home-reminders"
      position="bottom-right"
      usePortal
      canEscapeKeyClear={false}
    >
      {shown.map((reminder) => (
        <Toast
          key={reminder.id}
          timeout={0}
          icon="notifications"
          intent="primary"
          className="tessera-home-reminder"
          onDismiss={() => close(reminder)}
          message={
            // Named by its text (subject and content), so what is heard is what is shown.
            // biome-ignore lint/a11y/useSemanticElements: a whole toast body is the link target
            <div
              role="link"
              tabIndex={0}
              onClick={() => void navigate(reminderPath(reminder))}
              onKeyDown={(event) => {
                if (event.key === "Enter") void navigate(reminderPath(reminder));
              }}
            >
              <div className="tessera-home-reminder-subject">{reminder.subject}</div>
              {reminder.content && <div className="tessera-home-reminder-content">{reminder.content}</div>}
            </div>
          }
        />
      ))}
    </OverlayToaster>
  );
}

import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  useDataProvider,
  useInvalidate,
  useSubscription,
  useTranslate,
  type BaseKey,
  type BaseRecord,
  type LiveEvent,
} from "@refinedev/core";
import { Alert, Button, Flex } from "antd";
import { ConflictReview, type ConflictReviewProps } from "@/components/form/ConflictReview";
import {
  changesOf,
  mergedValues,
  sameValue,
  type Choice,
  type FieldChange,
  type FormValues,
} from "@/components/form/conflicts";
import { recordChannel, type CurrentRecordSource } from "@/registry/types";
import { readCurrentRecord } from "./currentRecord";

interface ConflictCheckOptions {
  declaration: CurrentRecordSource;
  /** the record being edited; none: a new record, nothing to compare */
  id: BaseKey | undefined;
  /** the record as the dialog opened it; unset while it loads */
  opened: BaseRecord | undefined;
  labels: Readonly<Record<string, string>>;
  show?: ConflictReviewProps["show"];
  valuesOf: (record: BaseRecord) => FormValues;
  mine: () => FormValues;
  apply: (values: FormValues) => void;
  /** the dialog is open: change events are heard only then */
  open?: boolean;
}

const WARNING = { type: "warning", showIcon: true, role: "alert", style: { marginBottom: 16 } } as const;

interface Review {
  changes: FieldChange[];
  merge: string;
  resolve: (choices: Record<string, Choice> | null) => void;
}

const namesRecord = (event: LiveEvent, id: BaseKey): boolean =>
  (event.payload.ids ?? []).some((named) => String(named) === String(id));

/**
 * No silent overwrite between users: the record is read again just before the write (and on the live channel's change
 * events), and whatever another user changed since the opening is put before the user field by field.
 */
export const useConflictCheck = ({
  declaration,
  id,
  opened,
  labels,
  show,
  valuesOf,
  mine,
  apply,
  open = true,
}: ConflictCheckOptions) => {
  const t = useTranslate();
  const getData = useDataProvider();
  const invalidate = useInvalidate();
  const resource = declaration.name;
  const keys = Object.keys(labels);
  // The record as this dialog last knew it from the server: at the opening, then after each merge.
  const known = useRef<FormValues | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [gone, setGone] = useState(false);
  const [changed, setChanged] = useState<FormValues | null>(null);
  // From the check until the write ends: a change event then is this dialog's own save heard back.
  const writing = useRef(false);

  useEffect(() => {
    if (opened && known.current === null) known.current = valuesOf(opened);
  });

  // A field the form already holds as they saved it (the user's own save heard back, or the same edit) needs no choice.
  const differing = (base: FormValues, theirs: FormValues, values: FormValues) =>
    changesOf(keys, base, theirs, values).filter((c) => !sameValue(c.mine, c.theirs));

  /** The record now on the server as form values, or null when it was deleted meanwhile. */
  const readNow = async (): Promise<FormValues | null> => {
    if (id === undefined) return null;
    const now = await readCurrentRecord(getData(), declaration, id, opened);
    setGone(now === null);
    if (now === null) void invalidate({ resource, invalidates: ["list", "many"] });
    return now && valuesOf(now);
  };

  const ask = (changes: FieldChange[], merge: string) =>
    new Promise<Record<string, Choice> | null>((resolve) => setReview({ changes, merge, resolve })).finally(() =>
      setReview(null),
    );

  /** Merged values to write, the user's own when nobody else changed a field, or null to write nothing. */
  const beforeWrite = async (values: FormValues): Promise<FormValues | null> => {
    if (id === undefined) return values;
    const theirs = await readNow();
    if (!theirs) return null;
    setChanged(null);
    const changes = differing(known.current ?? theirs, theirs, values);
    const choices = changes.length > 0 ? await ask(changes, "def.conflict.merge") : {};
    if (!choices) return null;
    known.current = theirs;
    writing.current = true;
    return mergedValues(values, changes, choices);
  };

  const onLiveEvent = useRef<(event: LiveEvent) => void>(() => undefined);
  useEffect(() => {
    onLiveEvent.current = (event) => {
      if (id === undefined || writing.current || !namesRecord(event, id)) return;
      void readNow()
        .then((theirs) => {
          const base = known.current;
          if (!theirs || !base) return;
          if (differing(base, theirs, mine()).length > 0) setChanged(theirs);
          else known.current = theirs;
        })
        .catch((error: unknown) => console.error(error));
    };
  });
  useSubscription({
    channel: recordChannel(resource),
    types: ["updated", "deleted"],
    enabled: open && id !== undefined && !!declaration.current?.live,
    onLiveEvent: (event) => onLiveEvent.current(event),
  });

  /** Their change, heard while editing, merged into the form now; the save still reads the record once more. */
  const reviewChanged = async () => {
    if (!changed) return;
    const values = mine();
    const changes = differing(known.current ?? changed, changed, values);
    const choices = changes.length > 0 ? await ask(changes, "def.conflict.merge_into") : {};
    if (!choices) return;
    known.current = changed;
    setChanged(null);
    apply(mergedValues(values, changes, choices));
  };

  /** The warning above the fields: deleted meanwhile (with the dialog's own way out), or changed by someone else. */
  const notice = (goneActions?: ReactNode) => {
    if (gone)
      return (
        <Alert
          {...WARNING}
          message={t("def.conflict.gone_title")}
          description={t(goneActions ? "def.conflict.gone_text" : "def.conflict.gone_kept")}
          action={
            goneActions && (
              <Flex vertical gap={8}>
                {goneActions}
              </Flex>
            )
          }
        />
      );
    if (!changed) return null;
    return (
      <Alert
        {...WARNING}
        message={t("def.conflict.changed_title")}
        description={t("def.conflict.changed_text")}
        action={
          <Button size="small" type="primary" onClick={() => void reviewChanged()}>
            {t("def.conflict.review")}
          </Button>
        }
      />
    );
  };

  const reviewDialog = (
    <ConflictReview
      changes={review?.changes ?? null}
      labels={labels}
      show={show}
      mergeText={review ? t(review.merge) : undefined}
      onResolve={(choices) => review?.resolve(choices)}
      onCancel={() => review?.resolve(null)}
    />
  );

  return {
    beforeWrite,
    afterWrite: () => void (writing.current = false),
    gone,
    changed: changed !== null,
    notice,
    reviewDialog,
  };
};

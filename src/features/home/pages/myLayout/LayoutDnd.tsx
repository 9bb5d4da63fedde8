import { Icon } from "@blueprintjs/core";
import {
  type Active,
  type Announcements,
  type CollisionDetection,
  DndContext,
  DragOverlay,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  type Over,
  PointerSensor,
  type PointerSensorOptions,
  pointerWithin,
  TouchSensor,
  type TouchSensorOptions,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type TouchEvent as ReactTouchEvent,
  type SyntheticEvent,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { type DragSource, type DropTarget, sourceId, targetId } from "./dnd";

/*
 * The designer's drag and drop (dnd-kit): a column is dragged with a mouse or pen (after a few pixels, so
 * clicks on its buttons stay clicks), with a finger (after a short press), or with the keyboard from its
 * handle (Space/Enter picks it up, arrows step through the drop targets in reading order, Space/Enter drops,
 * Escape cancels). Every step is announced to screen readers in the user's language.
 */

/** What a draggable column carries. */
interface SourceData {
  source: DragSource;
  /** The column's name, for the overlay and the announcements. */
  name: string;
}

/** What a drop target carries. */
interface TargetData {
  target: DropTarget;
  /** The target's name in announcements ("第1行 格子 2"). */
  label: string;
}

const sourceOf = (active: Active | null) => active?.data.current as SourceData | undefined;
const targetOf = (over: Over | null) => over?.data.current as TargetData | undefined;

/** A press on a control inside a column (a button, a select) is for that control, unless it is the handle. */
function pressesControl(event: SyntheticEvent): boolean {
  const control = (event.target as Element | null)?.closest?.("button, select, input, textarea, a[href]");
  return !!control && !control.hasAttribute("data-drag-handle");
}

/** Mouse and pen drags (touch is the touch sensor's, so that a finger can still scroll the page). */
export class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: "onPointerDown" as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== "touch" &&
        !pressesControl(event) &&
        PointerSensor.activators[0].handler(event, options),
    },
  ];
}

/** Touch drags, after a short press. */
export class FingerSensor extends TouchSensor {
  static activators = [
    {
      eventName: "onTouchStart" as const,
      handler: (event: ReactTouchEvent, options: TouchSensorOptions) =>
        !pressesControl(event) && TouchSensor.activators[0].handler(event, options),
    },
  ];
}

/** The arrow keys' steps through the drop targets: down and right go forward, up and left back. */
const STEPS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** `b` comes after `a` in the document (and does not contain it). */
const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The drop target a keyboard step leads to: the next (step 1) or previous (step -1) one in reading order
 * after `current`; from no target yet, the first one after the dragged column or the last one before it
 * (the cell or tab holding it is skipped: it is where the column already is).
 */
export function stepTarget(
  containers: DroppableContainer[],
  current: UniqueIdentifier | null,
  origin: Node | null,
  step: 1 | -1,
): DroppableContainer | undefined {
  const ordered = containers
    .filter((c) => c.node.current)
    .sort((a, b) => (follows(a.node.current as Node, b.node.current as Node) ? -1 : 1));
  if (ordered.length === 0) return undefined;
  const at = ordered.findIndex((c) => c.id === current);
  if (at >= 0) return ordered[Math.max(0, Math.min(ordered.length - 1, at + step))];
  const outside = ordered.filter((c) => !(origin && c.node.current?.contains(origin)));
  const found =
    origin === null
      ? undefined
      : step === 1
        ? outside.find((c) => follows(origin, c.node.current as Node))
        : outside.findLast((c) => !follows(origin, c.node.current as Node));
  return found ?? (step === 1 ? ordered.at(-1) : ordered[0]);
}

export interface LayoutDndProps {
  /** A column dropped on a target. */
  onDrop: (source: DragSource, target: DropTarget) => void;
  children: ReactNode;
}

/** The drag and drop context of the designer: its sensors, its announcements and the dragged column's overlay. */
export function LayoutDnd({ onDrop, children }: LayoutDndProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<SourceData | null>(null);
  // The target a keyboard drag is on: keyboard drags go from target to target, whatever the geometry.
  const keyboardTarget = useRef<UniqueIdentifier | null>(null);

  const keyboard = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
      const step = STEPS[event.code];
      if (!step) return undefined;
      event.preventDefault();
      const next = stepTarget(
        context.droppableContainers.getEnabled(),
        keyboardTarget.current,
        context.activeNode,
        step,
      );
      if (!next) return undefined;
      keyboardTarget.current = next.id;
      const rect = context.droppableRects.get(next.id);
      const size = context.collisionRect;
      if (!rect || !size) return currentCoordinates;
      // The dragged column's overlay goes to the middle of the target.
      return {
        x: rect.left + rect.width / 2 - size.width / 2,
        y: rect.top + rect.height / 2 - size.height / 2,
      };
    };
    return { coordinateGetter };
  }, []);
  const collisionDetection = useMemo<CollisionDetection>(
    () => (args) => {
      if (args.pointerCoordinates) return pointerWithin(args);
      const id = keyboardTarget.current;
      return id !== null && args.droppableContainers.some((c) => c.id === id) ? [{ id }] : [];
    },
    [],
  );
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(FingerSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, keyboard),
  );

  const accessibility = useMemo(() => {
    const name = (active: Active) => sourceOf(active)?.name ?? String(active.id);
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("myLayout.dnd.pickedUp", { name: name(active) }),
      onDragOver: ({ active, over }) => {
        const target = targetOf(over)?.label;
        return target
          ? t("myLayout.dnd.over", { name: name(active), target })
          : t("myLayout.dnd.notOver", { name: name(active) });
      },
      onDragEnd: ({ active, over }) => {
        const target = targetOf(over)?.label;
        return target
          ? t("myLayout.dnd.dropped", { name: name(active), target })
          : t("myLayout.dnd.droppedNowhere", { name: name(active) });
      },
      onDragCancel: ({ active }) => t("myLayout.dnd.cancelled", { name: name(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("myLayout.dnd.instructions") } };
  }, [t]);

  const finish = () => {
    keyboardTarget.current = null;
    setDragged(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Targets change size while a column is dragged (a gap opens): measure them as they are.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={accessibility}
      onDragStart={({ active }) => {
        keyboardTarget.current = null;
        setDragged(sourceOf(active) ?? null);
      }}
      onDragCancel={finish}
      onDragEnd={({ active, over }) => {
        finish();
        const source = sourceOf(active)?.source;
        const target = targetOf(over)?.target;
        if (source && target) onDrop(source, target);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="tessera-my-layout-column tessera-my-layout-overlay">
            <Icon icon="drag-handle-vertical" />
            <span className="tessera-my-layout-column-name">{dragged.name}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A column that can be dragged: the whole item for a mouse, pen or finger, and its handle (a button) for the
 * keyboard. The item's other controls keep their clicks.
 */
export function DraggableColumn({
  source,
  name,
  children,
}: {
  source: DragSource;
  name: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: sourceId(source),
    data: { source, name } satisfies SourceData,
    attributes: { roleDescription: t("myLayout.dnd.roleDescription") },
  });
  return (
    <li
      ref={setNodeRef}
      className={`tessera-my-layout-column${isDragging ? " is-dragging" : ""}`}
      data-testid="my-layout-column"
      {...listeners}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tessera-my-layout-handle"
        data-drag-handle=""
        {...attributes}
        aria-label={t("myLayout.dnd.handle", { name })}
        title={t("myLayout.dnd.handleTitle")}
      >
        <Icon icon="drag-handle-vertical" />
      </button>
      {children}
    </li>
  );
}

/** Makes an element a drop target: answers its ref, whether a column is over it, and whether one is dragged. */
export function useDropTarget(target: DropTarget, label: string) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: targetId(target),
    data: { target, label } satisfies TargetData,
  });
  return { ref: setNodeRef, over: isOver, dragging: active !== null };
}

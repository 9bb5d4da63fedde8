import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { createEngine } from "../../../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../../../engine/react";
import { recordingHost } from "../../../../engine/testing";
import i18n from "../../../../i18n";
import { layoutDataChartWidgets } from "../../../../widgets/register";
import instDocument from "../../schemas/task/inst.json";
import startDocument from "../../schemas/task/start.json";
import taskDocument from "../../schemas/task/task.json";
import { flowActionDefinitions } from "./actions";
import { flowTaskWidgetDefinitions } from "./definitions";
import { type FixtureAnswer, flowFixtureFetcher, startForm, taskButtons, taskDetail } from "./fixtures";

const DOCUMENTS = { task: taskDocument, start: startDocument, inst: instDocument };

interface ScreenStoryProps {
  screen: keyof typeof DOCUMENTS;
  data: Record<string, string>;
  /** Answers that differ from the fixtures (by last path segment). */
  answers?: Record<string, FixtureAnswer>;
}

/** A flow screen document on its own engine: fixture answers, a recording host (no server, no navigation). */
function ScreenStory({ screen, data, answers }: ScreenStoryProps) {
  const engine = useMemo(
    () =>
      createEngine<WidgetComponent>({
        fetcher: flowFixtureFetcher(answers).fetcher,
        host: recordingHost().host,
        translate: (key, params) => i18n.t(key, params),
        hasI18nKey: (key) => i18n.exists(key),
        widgets: [...layoutDataChartWidgets(), ...flowTaskWidgetDefinitions()],
        actions: flowActionDefinitions(),
      }),
    [answers],
  );
  return <SchemaRenderer engine={engine} document={DOCUMENTS[screen]} data={data} locale={i18n.language} />;
}

const taskData = { taskId: "task-1001", leaderId: "0", from: "" };
const startData = { defId: "def-leave-1", defKey: "", leaderId: "0", copyInstId: "", instId: "" };

/** The start, task and instance documents (src/features/flow/schemas/task) in their states. */
const meta = {
  title: "Screens/FlowTask",
  component: ScreenStory,
  args: { screen: "task", data: taskData },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ok = (data: unknown) => ({ status: 200, data });

/** A claimed task: buttons in spec order, the node's form, opinion, history and diagram. */
export const Task: Story = { args: { answers: { canLock: ok("3") } } };

/** A forced claim not yet made: every button but 签收 waits. */
export const TaskMustClaim: Story = {
  args: {
    answers: {
      canLock: ok("1"),
      getButtonsBytaskId: ok({
        buttons: taskButtons.buttons?.map((b) => (b.alias === "lockUnlock" ? { ...b, isLock: true } : b)),
      }),
    },
  },
};

export const TaskClaimedByOther: Story = { args: { answers: { canLock: ok("4") } } };

export const TaskViewOnly: Story = {
  args: { answers: { taskDetail: ok({ ...taskDetail, canAct: false }) } },
};

export const TaskLoadFailed: Story = {
  args: {
    answers: { taskDetail: { status: 500, data: { state: false, message: "任务不存在", logId: "c0ffee" } } },
  },
};

export const Start: Story = { args: { screen: "start", data: startData } };

export const StartForLeader: Story = {
  args: {
    screen: "start",
    data: startData,
    answers: { getFormAndBO: ok({ ...startForm, leaders: [{ id: "u-zhaoliu", name: "赵六" }] }) },
  },
};

export const StartNoRight: Story = {
  args: { screen: "start", data: startData, answers: { flowHasStartRights: ok(false) } },
};

export const Instance: Story = { args: { screen: "inst", data: { instId: "inst-2001" } } };

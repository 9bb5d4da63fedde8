import { ref } from "../../../../engine";
import type { ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";

const containers = () => import("./containers");
const parts = () => import("./parts");
const filesPart = () => import("./filesPart");

/** A part without props: it reads the screen of its container. */
const noProps = { type: "object", properties: {}, additionalProperties: false } as const;

/**
 * The steps each button runs, by the button's key (a task button's alias, or start / saveDraft), usually
 * flow actions (`flow.complete`, …); a button the server offers but this map leaves out stays disabled.
 */
const buttonSteps = { type: "object", additionalProperties: ref.actions } as const;

/**
 * Engine definitions of the start, task and instance screens (spec 2 §2.2): three containers that load a
 * screen (flow-start, flow-task, flow-inst) and the parts placed in their body (subject, form, opinion box,
 * buttons, leader picker, history, diagram). All load lazily: the flow screens are their own chunks.
 */
export function flowTaskWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "flow-task",
      description: "Task screen: loads taskDetail, buttons and the claim; its body shows the parts",
      propsSchema: {
        type: "object",
        properties: {
          taskId: ref.value,
          leaderId: ref.value,
          from: ref.value,
          buttons: buttonSteps,
          body: ref.nodes,
        },
        required: ["taskId", "buttons"],
        additionalProperties: false,
      },
      load: () => containers().then((m) => m.FlowTaskWidget as WidgetComponent),
    },
    {
      type: "flow-start",
      description: "Start screen: loads the start form, checks the start right, starts or saves a draft",
      propsSchema: {
        type: "object",
        properties: {
          defId: ref.value,
          defKey: ref.value,
          leaderId: ref.value,
          copyInstId: ref.value,
          instId: ref.value,
          afterStart: { type: "string", default: "/v-flow/v-request" },
          afterDraft: { type: "string", default: "/v-flow/v-myDraft" },
          buttons: buttonSteps,
          body: ref.nodes,
        },
        required: ["buttons"],
        additionalProperties: false,
      },
      load: () => containers().then((m) => m.FlowStartWidget as WidgetComponent),
    },
    {
      type: "flow-inst",
      description: "Instance view: loads the instance's form read-only; its body shows the parts",
      propsSchema: {
        type: "object",
        properties: { instId: ref.value, body: ref.nodes },
        required: ["instId"],
        additionalProperties: false,
      },
      load: () => containers().then((m) => m.FlowInstWidget as WidgetComponent),
    },
    {
      type: "flow-subject",
      description: "The screen's subject, flow name, node and status",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowSubjectWidget as WidgetComponent),
    },
    {
      type: "flow-form",
      description: "The flow's online form with the node's field modes (b/w/r/n)",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowFormWidget as WidgetComponent),
    },
    {
      type: "flow-opinion",
      description: "Approval opinion box with the user's stock opinions",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowOpinionWidget as WidgetComponent),
    },
    {
      type: "flow-buttons",
      description: "The screen's buttons (task buttons ordered per spec 2 §4; start / save draft)",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowButtonsWidget as WidgetComponent),
    },
    {
      type: "flow-leader-picker",
      description: "Who to start the flow for, when the definition offers leaders",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowLeaderPickerWidget as WidgetComponent),
    },
    {
      type: "flow-opinions",
      description: "The instance's approval history",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowOpinionsWidget as WidgetComponent),
    },
    {
      type: "flow-image",
      description: "The instance's flow diagram (SVG shown as an image)",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowImageWidget as WidgetComponent),
    },
    {
      type: "flow-files",
      description:
        "附件（n）: the file tree of the screen's form uploads and opinion files, with download and zip",
      propsSchema: noProps,
      load: () => filesPart().then((m) => m.FlowFilesWidget as WidgetComponent),
    },
    {
      type: "flow-collab",
      description: "The instance page's 催办 (urge) and 跟踪 (follow) buttons with their dialogs",
      propsSchema: noProps,
      load: () => parts().then((m) => m.FlowCollabWidget as WidgetComponent),
    },
  ];
}

import { Flex, Progress, Spin } from "antd";
import { MutedText } from "@/components/widgets";

/** A running upload or download: the share done when the size is known, a spinner when not. */
export const TransferProgress = ({ fraction, label }: { fraction: number | null; label: string }) => (
  <Flex vertical gap={4} role="status" aria-live="polite">
    {fraction === null ? (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <MutedText>{label}</MutedText>
      </Flex>
    ) : (
      <>
        <MutedText>{label}</MutedText>
        <Progress percent={Math.round(fraction * 100)} status="active" aria-label={label} />
      </>
    )}
  </Flex>
);

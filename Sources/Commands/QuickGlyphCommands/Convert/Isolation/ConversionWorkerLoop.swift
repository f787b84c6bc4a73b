import Foundation
import QuickGlyphSystem

/// The worker process's side: reads requests from standard input, converts
/// each in this process, writes each reply to standard output, until its input ends.
package enum ConversionWorkerLoop {
    /// `arguments`: the memory limit in bytes and the build's pid, as `WorkerPoolConversion`
    /// passes them. Returns the exit status.
    package static func run(arguments: [String]) -> Int32 {
        if arguments.count > 1, let parent = pid_t(arguments[1]), parent > 1 { ParentWatch.start(parent: parent) }
        if let bytes = arguments.first.flatMap(Int.init), bytes > 0 { MemoryLimit.apply(bytes: bytes) }
        // Replies get a private copy of standard output, and standard output becomes standard
        // error: a library that prints cannot corrupt the stream of replies.
        let replies = dup(1)
        guard replies >= 0, dup2(2, 1) >= 0 else { return 1 }
        let conversion = InProcessConversion()
        while true {
            let frame: Data
            do throws(FrameError) {
                frame = try FrameIO.read(from: 0)
            } catch .closed {
                return 0
            } catch {
                return 1
            }
            guard let request = try? JSONDecoder().decode(ConversionRequest.self, from: frame),
                let reply = try? JSONEncoder.frames.encode(WorkerReply(conversion.convert(request), path: request.path))
            else { return 1 }
            do {
                try FrameIO.write(reply, to: replies)
            } catch {
                return 1
            }
        }
    }
}

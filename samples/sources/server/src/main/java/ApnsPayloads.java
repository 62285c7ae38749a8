import java.util.HashMap;
import java.util.Map;

class ApnsPayloads {
    static Map<String, Object> aps(String configured) {
        Map<String, Object> aps = new HashMap<>();
        aps.put("sound", "pop-float32.caf");
        aps.put("badge", 1);
        // aps.put("sound", "commented-out.caf");
        aps.put("sound", configured);
        return aps;
    }
}
